// ESLint for the site's code: config, source, scripts and tests (`npm run lint`, a step of `npm test`).
// Recommended sets only, so an upgrade of a plugin brings its new checks; the few rules switched off
// below say why. Formatting belongs to Prettier (.prettierrc.json), so eslint-config-prettier comes last.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Generated or copied in, never edited by hand (most are in .gitignore too).
  globalIgnores([
    'build*/',
    '.docusaurus/',
    'reference/',
    'reference_versioned_*/',
    'docs/',
    'static/',
    'openapi/',
    'inventory/',
    'claims/',
    'bench-results/',
    'test-results/',
    'screenshots/',
  ]),

  // A disable comment that no longer silences anything fails the lint, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  // Without type information: the typecheck step already runs tsc, and a second type-aware pass
  // would double the lint step's time for checks tsc mostly makes.
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter kept for its position (callbacks, swizzled props).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Node code: the site config, build plugins, scripts and tests.
  {
    files: ['**/*.{mts,cjs,mjs}', '*.ts', 'config/**', 'scripts/**', 'tests/**', 'src/plugins/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: {
      // The guards and the changelog walk parsed OpenAPI and YAML documents, which have no type to name.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // These files are loaded by require() (webpack loaders, worker threads): CommonJS is their format.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // Browser code: components and swizzled theme parts.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/plugins/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.tsx'],
    extends: [react.configs.flat.recommended, react.configs.flat['jsx-runtime'], jsxA11y.flatConfigs.recommended],
    settings: { react: { version: 'detect' } },
    rules: {
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
      // A box that scrolls must be reachable by keyboard (axe's scrollable-region-focusable): code blocks
      // (<pre>, as the theme renders them) and labelled regions may take tabIndex={0}.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },

  prettier,
]);
