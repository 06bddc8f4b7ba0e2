import { Route, Routes } from 'react-router-dom';
import { AppShell } from './app-shell';
import { ErrorBoundary } from './error-boundary';
import { routes } from './routes';

export function App() {
  return (
    <ErrorBoundary>
      <AppShell>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </AppShell>
    </ErrorBoundary>
  );
}
