// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Import boundaries of the house: arrows point scenes → machines → rules, ai → rules. */
const games = ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
const outsideRules = ['**/ai/**', '**/machines/**', '**/scenes/**', '**/net/**', '**/server/**', 'phaser', 'xstate', 'howler', 'comlink', 'idb-keyval', '@colyseus/*', 'colyseus.js'];
/** The browser reaches the game server over the network only (colyseus.js and the protocol in src/net). */
const serverSide = ['**/server/**', '@colyseus/*'];

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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/machines/**', '**/scenes/**', '**/net/**', ...serverSide, 'colyseus.js', 'phaser', 'xstate', 'howler', 'idb-keyval'], message: 'src/ai imports only src/rules (and comlink for its worker).' }] }],
    },
  },
  {
    // A game's rules are reached through its public index.ts only (src/rules/<game>/index.ts), never its internals.
    files: ['src/scenes/**/*.ts', 'src/test-hooks.ts', 'src/main.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: games.flatMap((g) => [`**/rules/${g}/*`, `!**/rules/${g}/index`]), message: "Scenes import a game's rules only through its index.ts." }, { group: serverSide, message: 'The browser talks to the server over the network only.' }] }],
    },
  },
  {
    // The wire protocol is shared by the server and the browser: it imports src/rules only.
    files: ['src/net/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ai/**', '**/machines/**', '**/scenes/**', '**/server/**', 'phaser', 'xstate', 'howler', 'comlink', 'idb-keyval', '@colyseus/*', 'colyseus.js'], message: 'src/net imports only src/rules.' }] }],
    },
  },
  {
    // The game server plays the rules and runs the bots: arrows server → rules, ai, net; never the browser's scenes or machines.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/scenes/**', '**/machines/**', 'phaser', 'xstate', 'howler', 'idb-keyval', 'colyseus.js'], message: 'server/ imports src/rules, src/ai and src/net only.' }] }],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['phaser', '**/scenes/**'], message: 'Machines import no Phaser.' }, { group: serverSide, message: 'The browser talks to the server over the network only.' }] }],
    },
  },
);
