import { nodePreset } from '@mp/jest-config';

// Fastify's CommonJS internals require a few ESM-only packages (light-my-request → cookie, @fastify/static →
// content-disposition). Node 20 can require() them, Jest 30's module runtime cannot, so swc turns them into CJS.
const esmOnlyDeps = ['cookie', 'content-disposition'];
const preset = nodePreset({ testTimeout: 120_000 });

export default {
  ...preset,
  transform: {
    ...preset.transform,
    [`/node_modules/\\.pnpm/(${esmOnlyDeps.join('|')})@[^/]+/.+\\.js$`]: [
      '@swc/jest',
      { module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${esmOnlyDeps.join('|')})@|(${esmOnlyDeps.join('|')})/)`],
};
