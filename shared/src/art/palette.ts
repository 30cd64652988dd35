// The illustrations' own colours, beside them (not in src/ui/palette.ts): a remote that loads the art on demand must
// not load its @mp/shared/ui fallbacks with it (they share one chunk), and the API's seed draws the art without React.
// The one documented exception of the colours scan (src/ui/colours.test.ts).
/**
 * The illustrations' colours (ADR 024): flat fills in one ink outline. Skies by time of day, the
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
