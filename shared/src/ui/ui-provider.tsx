import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

/** The theme for everything below; the shell adds GlobalStyle once, remotes only this. */
export function UiProvider({ children }: { children?: ReactNode }): ReactNode {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
