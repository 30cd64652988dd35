// One lint config for the whole workspace; packages run `eslint .` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

// Architecture boundaries (docs/style.md, "Boundaries"), checked on resolved import paths:
// - a feature folder of a remote (`mf-*/src/features/<feature>/`) imports nothing from another feature: what two
//   features share lives in the remote's `src/shared/` (or `@mp/shared`), and the remote's `src/app/` composes pages;
// - the rest of a remote (its `src/shared/`, locales, test support) imports no feature and no `src/app/`;
// - a front end (a remote or the shell) never imports another front end's source: they meet through @mp/shared,
//   events and URLs, and the shell loads remotes through Module Federation only;
// - server code (api, api-gateway) takes from @mp/shared only the subpaths below, which have no React, browser
//   store or DOM in them.
const SERVER_SAFE_SHARED = ['domain', 'contracts', 'routes', 'art', 'transfer-trip'];
const REMOTE_PARTS = ['feature', 'remote-app', 'remote-code', 'remote-package'];
const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    // Static imports, re-exports and lazy import() alike.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { typescript: { project: ['*/tsconfig.json', 'tools/*/tsconfig.json'] } },
    // Patterns match whole paths from the repository root (partialMatch: false), so a folder named `api` inside a
    // feature is not the api package.
    'boundaries/elements': [
      { type: 'feature', pattern: 'mf-*/src/features/*', capture: ['remote', 'feature'], partialMatch: false },
      { type: 'remote-app', pattern: 'mf-*/src/app', capture: ['remote'], partialMatch: false },
      { type: 'remote-code', pattern: 'mf-*/src/*', capture: ['remote', 'folder'], partialMatch: false },
      { type: 'remote-package', pattern: 'mf-*', capture: ['remote'], partialMatch: false },
      { type: 'shell', pattern: 'shell', partialMatch: false },
      { type: 'shared', pattern: 'shared/src/*', capture: ['subpath'], partialMatch: false },
      { type: 'server', pattern: '{api,api-gateway}', capture: ['package'], partialMatch: false },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{from.captured.feature}}' } } } },
            message:
              "A feature does not import another feature ({{to.captured.feature}}): move what both need to the remote's src/shared/ (or @mp/shared), or compose them in src/app/.",
          },
          {
            from: { element: { types: { anyOf: ['remote-code', 'remote-package'] } } },
            disallow: { to: { element: { types: { anyOf: ['feature', 'remote-app'] } } } },
            message:
              "Code outside a remote's features and app (its src/shared/, locales, test support) does not import them.",
          },
          {
            from: { element: { types: { anyOf: REMOTE_PARTS } } },
            disallow: {
              to: { element: { types: { anyOf: REMOTE_PARTS }, captured: { remote: '!{{from.captured.remote}}' } } },
            },
            message:
              'A remote never imports another remote (mf-{{to.captured.remote}}): go through @mp/shared, an event or a URL.',
          },
          {
            from: { element: { types: { anyOf: REMOTE_PARTS } } },
            disallow: { to: { element: { type: 'shell' } } },
            message: "A remote never imports the shell's source: go through @mp/shared, an event or a URL.",
          },
          {
            from: { element: { type: 'shell' } },
            disallow: { to: { element: { types: { anyOf: REMOTE_PARTS } } } },
            message: 'The shell loads remotes through Module Federation, never by importing their source.',
          },
          {
            from: { element: { type: 'server' } },
            disallow: {
              to: { element: { type: 'shared', captured: { subpath: `!{${SERVER_SAFE_SHARED.join(',')}}` } } },
            },
            message: `Server code takes from @mp/shared only ${SERVER_SAFE_SHARED.map((s) => `/${s}`).join(', ')} (no React, browser stores or DOM).`,
          },
          {
            from: { element: { type: 'server' } },
            disallow: { to: { file: { path: '**/shared/src/transfer-trip/ui.tsx' } } },
            message: 'Server code does not import @mp/shared/transfer-trip/ui (React).',
          },
          {
            // The brand colours alone (plain strings, no React): the API's mail layout is drawn in them.
            from: { element: { type: 'server' } },
            allow: { to: { file: { path: '**/shared/src/ui/palette.ts' } } },
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.deploy/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // The storefront's pages load no TypeBox schema (ADR 028): the wire values they need come from @mp/shared/domain,
    // contracts as types only. (The dashboards validate their forms with the contracts' schemas, in the forms' chunks.)
    files: ['mf-catalogue/src/**/*.{ts,tsx}', 'mf-checkout/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mp/shared/contracts',
              allowTypeImports: true,
              message: 'Storefront code imports contracts as types; take values from @mp/shared/domain (ADR 028).',
            },
          ],
        },
      ],
    },
  },
  boundariesConfig,
  {
    // SQL lives in repositories (docs/style.md): in the back office's and the partners' modules a query or a piece of
    // one is written only in a `*repository.ts` file, which services and routes call.
    files: [
      'api/src/modules/super/**/*.ts',
      'api/src/modules/{supplier-bookings,dashboard,affiliates,vehicles,team,forms,availability}/**/*.ts',
    ],
    ignores: ['**/*repository.ts', '**/*.test.ts', '**/test-support/**', '**/*-fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in a repository (a *repository.ts file); call it from here.',
        },
        {
          selector: "CallExpression[callee.object.name='sql']",
          message: 'SQL lives in a repository (a *repository.ts file); call it from here.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);
