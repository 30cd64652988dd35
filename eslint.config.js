// One lint config for the whole workspace; packages run `eslint .` against it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.deploy/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
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
        { paths: [{ name: '@mp/shared/contracts', allowTypeImports: true, message: 'Storefront code imports contracts as types; take values from @mp/shared/domain (ADR 028).' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', Buffer: 'readonly' } },
  },
);
