import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './pages/error-page';

interface State {
  error: Error | null;
}

/** Last line of defence: any unhandled render error shows the generic error page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}
