// The colours of the product: the only place a colour value is written (theme.ts hands them to styled-components;
// plain-string renderers such as the hero CSS and the logo mark read them here). Text colours meet WCAG AA contrast
// on their background (text ≥ 4.5:1, borders of controls ≥ 3:1). A test (colours.test.ts) fails on a colour
// written anywhere else in a component.
export const palette = {
  primary: '#0b5cad',
  primaryHover: '#084a8c',
  /** Text and icons on any filled colour (primary, brand, danger, warning, accent). */
  primaryText: '#ffffff',
  text: '#1c2430',
  muted: '#525e6e',
  border: '#8a94a3',
  /** Borders of controls that must stand out (search field, quantity buttons): 4.8:1 on white. */
  borderStrong: '#6b7280',
  /** Quiet borders of panels and menus. */
  borderSubtle: '#d1d5db',
  /** Lines between list rows. */
  divider: '#e5e7eb',
  surface: '#ffffff',
  surfaceAlt: '#f3f5f8',
  danger: '#b3261e',
  dangerHover: '#8c1d17',
  success: '#1e6b34',
  focus: '#ffbf47',
  overlay: 'rgba(16, 24, 32, 0.55)',
  /** Roteiro's brand: the site chrome (header, selected tabs and side-nav entries, the site icon). */
  brand: '#0b4f6c',
  /** The header's darker band (category links). */
  brandDark: '#083b51',
  /** The footer's dark band and its text. */
  footer: '#111827',
  footerText: '#e5e7eb',
  /** The acting-as strip of a super admin (a warning that stays on screen). */
  warning: '#92400e',
  warningSurface: '#fef3c7',
  /** Counters that must catch the eye (cart badge). */
  accent: '#c2410c',
  /** Review stars (7.3:1 on white). */
  star: '#7a4f00',
  /** A hero picture's frame before the picture paints. */
  placeholder: '#cfe3ee',
} as const;

export const shadows = {
  raised: '0 6px 24px rgba(16, 24, 32, 0.18)',
} as const;
