import js from '@eslint/js';
import react from '@eslint-react/eslint-plugin';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TYPED_FILES = ['**/*.ts', '**/*.tsx'];

/**
 * What a page hydrates (islands and their modules, the browser scripts, and the shared lib, i18n and content
 * modules they import) must not import server code: types only, which the compiler erases.
 */
const BROWSER_REACHABLE = [
  'src/components/**/*.tsx',
  'src/components/**/*.ts',
  'src/scripts/**/*.ts',
  'src/lib/**/*.ts',
  'src/i18n/**/*.ts',
  'src/content/**/*.ts',
];

export default defineConfig(
  globalIgnores(['dist/', '.astro/', 'data/', 'test-results/', 'playwright-report/', '.lighthouse/', 'src/server/db/migrations/']),
  js.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: TYPED_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An async function without await is how an interface that expects a promise is met (endpoints, commands).
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // React and DOM handlers may return a promise that nothing awaits; elsewhere a forgotten promise is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [react.configs['recommended-type-checked'], reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Names are the project's own convention (decision 0031).
      '@eslint-react/naming-convention-ref-name': 'off',
      '@eslint-react/use-state': 'off',
      // A scrolling region or log must take the keyboard's focus to be scrolled without a mouse (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'] }],
    },
  },
  // The site matches control characters on purpose: visitors' text is cleaned of them (decision 0025).
  { rules: { 'no-control-regex': 'off' } },
  {
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', 'scripts/**'],
    rules: {
      // Tests read parsed JSON and mails as they come; their assertions are the type check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  // Playwright's fixtures take their dependencies as a destructured first argument, empty when there are none.
  { files: ['tests/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: BROWSER_REACHABLE,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#server/|/server/',
              allowTypeImports: true,
              message: 'Server code must not reach a browser bundle; import its types with `import type`.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
