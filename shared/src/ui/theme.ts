// Design tokens. The colours are the palette's (palette.ts); components read them from the theme.
import { BODY_FONT } from '../routes/server-css';
import { palette, shadows } from './palette';

export const theme = {
  colors: palette,
  fonts: {
    body: BODY_FONT,
  },
  radius: '8px',
  space: (n: number): string => `${n * 4}px`,
  shadow: shadows.raised,
  breakpoints: { md: '768px', lg: '1100px' },
  z: { toast: 1000, modal: 900 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
