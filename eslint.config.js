import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import svelteConfig from './svelte.config.js';

export default ts.config(
  { ignores: ['**/dist/', 'dev-dist/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  prettier,
  ...svelte.configs.prettier,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        extraFileExtensions: ['.svelte'],
        parser: ts.parser,
        svelteConfig,
      },
    },
  },
  {
    // No import circle (STYLE.md: imports point down the layers only). The app's modules
    // only; a .svelte file is a leaf here (components import lib code, lib never them).
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/ignore': ['\\.svelte$', 'node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...layers(),
);

/**
 * The layers of STYLE.md, held by lint: components → state → db / view →
 * rules / stats / share, imports pointing down only (i18n beside them, scan
 * below state). A folder names what it may not import; `import type` is
 * allowed where only a shape crosses (db's and i18n's types). The folders are
 * disjoint, so each file meets one of these rules.
 */
function layers() {
  const layer = (name, allowTypeImports = false) => ({
    regex: `^(\\./lib/|(\\.\\./)+(lib/)?)${name}(/|\\.|$)`,
    message: `${name} is not below this folder (STYLE.md, "The shape we want")`,
    ...(allowTypeImports ? { allowTypeImports } : {}),
  });
  const pure = [
    { name: 'dexie', message: 'pure code: no storage' },
    { name: 'svelte', message: 'pure code: no Svelte' },
  ];
  const forbid = (files, names, typeOnly = [], paths = []) => ({
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            ...names.map((name) => layer(name)),
            ...typeOnly.map((name) => layer(name, true)),
          ],
        },
      ],
    },
  });
  const above = ['components', 'state', 'view', 'db', 'scan'];
  return [
    forbid(['src/lib/rules/**'], [...above, 'stats', 'share', 'i18n', 'persisted'], [], pure),
    forbid(['src/lib/stats/**'], [...above, 'share', 'i18n', 'persisted'], [], pure),
    forbid(['src/lib/share/**'], [...above, 'stats', 'persisted'], ['i18n'], pure),
    forbid(['src/lib/view/**'], ['components', 'state', 'scan'], ['db']),
    forbid(['src/lib/db/**'], ['components', 'state', 'view', 'scan'], ['i18n']),
    forbid(['src/lib/scan/**'], ['components', 'state', 'view', 'db', 'stats']),
    // The problem texts cover storage's codes too: only their type crosses (db/problems.ts).
    forbid(['src/lib/i18n/**'], ['components', 'state', 'view', 'stats', 'share', 'scan'], ['db']),
    forbid(['src/lib/state/**'], ['components']),
    forbid(['src/components/**', 'src/App.svelte'], ['db']),
    {
      // RULES.md's engine runs in node (the command), a worker and a page alike: no DOM.
      files: ['src/lib/rules/**'],
      rules: {
        'no-restricted-globals': [
          'error',
          ...['window', 'document', 'navigator', 'localStorage', 'indexedDB', 'location'].map(
            (name) => ({ name, message: 'rules are pure: no DOM or browser state' }),
          ),
        ],
      },
    },
  ];
}
