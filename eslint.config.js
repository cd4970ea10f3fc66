// The linter of the whole tree: JavaScript's and typescript-eslint's recommended rules, without type information
// (fast enough for every `npm test`; `tsc` already checks the types there).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // The edge refuses control characters on purpose (hostile input, block text).
      'no-control-regex': 'off',
      // `_exhaustive: never` ends every switch over a union (style.md, rule 2); `_` marks a value read for its type.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // TypeScript resolves names itself; the scripts run by plain Node see Node's globals.
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-undef': 'off' } },
  { files: ['**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // Tests read untyped JSON answers of the API.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
