// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Import boundaries of the house: arrows point scenes → machines → rules, ai → rules. */
const games = ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
const outsideRules = ['**/ai/**', '**/machines/**', '**/scenes/**', 'phaser', 'xstate', 'howler', 'comlink', 'idb-keyval'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-e2e', 'public', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: outsideRules, message: 'src/rules imports nothing outside src/rules.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'structuredClone'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded RNG in the state.' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/machines/**', '**/scenes/**', 'phaser', 'xstate', 'howler', 'idb-keyval'], message: 'src/ai imports only src/rules (and comlink for its worker).' }] }],
    },
  },
  {
    // A game's rules are reached through its public index.ts only (src/rules/<game>/index.ts), never its internals.
    files: ['src/scenes/**/*.ts', 'src/test-hooks.ts', 'src/main.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: games.flatMap((g) => [`**/rules/${g}/*`, `!**/rules/${g}/index`]), message: "Scenes import a game's rules only through its index.ts." }] }],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['phaser', '**/scenes/**'], message: 'Machines import no Phaser.' }] }],
    },
  },
);
