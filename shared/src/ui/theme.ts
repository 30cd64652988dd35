// Design tokens. Colours meet WCAG AA contrast on white (text ≥ 4.5:1).
export const theme = {
  colors: {
    primary: '#0b5cad',
    primaryHover: '#084a8c',
    primaryText: '#ffffff',
    text: '#1c2430',
    muted: '#525e6e',
    border: '#8a94a3',
    surface: '#ffffff',
    surfaceAlt: '#f3f5f8',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    success: '#1e6b34',
    focus: '#ffbf47',
    overlay: 'rgba(16, 24, 32, 0.55)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: '8px',
  space: (n: number): string => `${n * 4}px`,
  shadow: '0 6px 24px rgba(16, 24, 32, 0.18)',
  breakpoints: { md: '768px', lg: '1100px' },
  z: { toast: 1000, modal: 900 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
