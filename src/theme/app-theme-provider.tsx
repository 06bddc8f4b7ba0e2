import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { theme } from './tokens';

/**
 * Theme and global styles shared by the site, the prerender and the workbench. `globalsInlined`: the
 * prerendered page carries the font faces and global rules itself (see GlobalStyles).
 */
export function AppThemeProvider({ children, globalsInlined = false }: { children: ReactNode; globalsInlined?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles inlined={globalsInlined} />
      {children}
    </ThemeProvider>
  );
}
