import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from '../src/theme/app-theme-provider';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the in-memory router, e.g. '/#budget'. */
  route?: string;
}

/** Renders a component the way the site does: with the theme, global styles and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppThemeProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
