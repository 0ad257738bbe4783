// ESLint: typescript-eslint's recommended rules plus the size rules of ../shared/STYLE.md, checked on the
// formatted code (Prettier, .prettierrc.json), so a function cannot meet them by growing wider lines.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    // content/docs holds Electron's example apps (fiddles), which are the site's words, not sitegen's code.
    ignores: [
      'node_modules/',
      'build/',
      '.sitegen/',
      '.build-*/',
      '.cache/',
      'test/**/fixtures/',
      'content/docs/',
      'content/static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] } } },
    rules: {
      // Options objects instead of long argument lists.
      'max-params': ['error', 4],
      // Functions stay readable on one screen; counted after formatting, blank lines and comments aside.
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // A module cycle makes load order matter and hides which stage depends on which.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The placeholder markers (`\u0000...\u0000`, src/render/placeholders.ts) are control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['content/sidebars.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs } },
  },
  {
    // Test bodies are scripts of steps, not functions to split; the size rule would only cut them in odd places.
    files: ['test/**', 'scripts/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
);
