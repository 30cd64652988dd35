import { nodePreset } from '@mp/jest-config';

// @fastify/static's CommonJS build requires content-disposition, which is ESM-only: Node 20 can require() it, Jest 30's
// module runtime cannot, so swc turns it into CJS (as in api/jest.config.js).
const esmOnlyDeps = ['content-disposition'];
// Several suites create PostgreSQL databases and race gateways against one; on a loaded 2-core CI machine the
// registry race alone took over Jest's default 5 s, so these get the time a correctness check needs.
const preset = nodePreset({ testTimeout: 30_000 });

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
