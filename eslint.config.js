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
 * The layers of STYLE.md, held by lint, imports pointing down only (`import
 * type` included):
 *
 *   components → state → db / view / scan → i18n → club → files / tournament / stats / share / device → rules
 *
 * A folder names what it may not import; the folders are disjoint, so each file
 * meets one of these rules. Beside each other in a layer: view may read db's
 * shapes (`import type`), files may use tournament, stats and share. The pure
 * folders (rules, stats, share, files, tournament) use no Svelte, no Dexie,
 * no DOM and no clock; view no DOM and no clock (the time comes from the caller).
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
  const above = ['components', 'state', 'view', 'db', 'scan', 'persisted', 'timing'];
  const lowest = [...above, 'i18n', 'club', 'files', 'tournament', 'stats', 'share', 'device'];
  const noDom = ['window', 'document', 'navigator', 'localStorage', 'indexedDB', 'location'];
  const pureFolders = ['rules', 'stats', 'share', 'files', 'tournament', 'club'];
  return [
    forbid(['src/lib/rules/**'], lowest, [], pure),
    forbid(
      ['src/lib/stats/**'],
      lowest.filter((n) => n !== 'stats'),
      [],
      pure,
    ),
    forbid(
      ['src/lib/tournament/**'],
      lowest.filter((n) => n !== 'tournament'),
      [],
      pure,
    ),
    forbid(
      ['src/lib/share/**'],
      lowest.filter((n) => n !== 'share'),
      [],
      pure,
    ),
    forbid(
      ['src/lib/device/**'],
      lowest.filter((n) => n !== 'device'),
    ),
    forbid(['src/lib/files/**'], [...above, 'i18n', 'club', 'device'], [], pure),
    // A club's invite, documents and server calls: pure (fetch comes from the caller), over files.
    forbid(['src/lib/club/**'], [...above, 'i18n', 'device'], [], pure),
    forbid(['src/lib/i18n/**'], ['components', 'state', 'view', 'db', 'scan']),
    forbid(['src/lib/view/**'], ['components', 'state', 'scan', 'persisted'], ['db']),
    forbid(['src/lib/db/**'], ['components', 'state', 'view', 'scan', 'i18n']),
    forbid(['src/lib/scan/**'], ['components', 'state', 'view', 'db']),
    forbid(['src/lib/state/**'], ['components']),
    forbid(['src/components/**', 'src/App.svelte'], ['db']),
    {
      // RULES.md's engine and everything pure run in node (the command), a worker and a
      // page alike: no browser state, and the time is handed in by the caller.
      files: [...pureFolders, 'view'].map((folder) => `src/lib/${folder}/**`),
      rules: {
        'no-restricted-globals': [
          'error',
          ...noDom.map((name) => ({ name, message: 'pure code: no DOM or browser state' })),
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
            message: 'pure code: no clock; take the time from the caller',
          },
          {
            selector: "NewExpression[callee.name='Date'][arguments.length=0]",
            message: 'pure code: no clock; take the time from the caller',
          },
        ],
      },
    },
  ];
}
