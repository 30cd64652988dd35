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

/**
 * The illustrations' colours (category-art.ts, ADR 024): flat fills in one ink outline. Skies by time of day, the
 * ground and materials, and the accents a service's pictures take turns with (the brand blue and terracotta first).
 */
export const artPalette = {
  ink: '#1c2430',
  paper: '#fffaf0',
  skyDawn: '#f8dcc8',
  skyDay: '#cfe3ee',
  skyDusk: '#f2b48f',
  skyNight: '#1e3a5f',
  sun: '#ffd27a',
  moon: '#f3eedf',
  hillNear: '#5f9e6e',
  hillFar: '#9cc5a1',
  sand: '#ead7b1',
  road: '#4b5563',
  water: '#5fa8c9',
  waterDeep: '#2f7fa3',
  stone: '#9aa3ad',
  stoneDark: '#6b7582',
  wall: '#f2c14e',
  wood: '#a8744f',
  glass: '#e8f1f5',
  accents: ['#0b4f6c', '#c2410c', '#2f7d6d', '#b7791f', '#7c4d8c', '#3f6fb5'],
} as const;

export const shadows = {
  raised: '0 6px 24px rgba(16, 24, 32, 0.18)',
} as const;
