// Jest presets shared by every package, so each package's jest.config.js is one line.
//
// node: native ESM (run jest with --experimental-vm-modules) so code using import.meta works unchanged.
// dom:  CommonJS through @swc/jest, jsdom, React 19; ESM-only packages (ky, react-router for a remote that
//       bundles it) are transformed too.

const swcTs = (module) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: module },
  },
];

export function nodePreset(overrides = {}) {
  return {
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    transform: { '^.+\\.ts$': swcTs('es6') },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
  };
}

export function domPreset(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swcTs('commonjs'), '^.+\\.m?js$': swcTs('commonjs') },
    // Let swc transform ESM-only packages living in node_modules/.pnpm.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-router|@remix-run|cookie-es|set-cookie-parser|ky))'],
    setupFiles: [new URL('./setup-dom.cjs', import.meta.url).pathname],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
  };
}
