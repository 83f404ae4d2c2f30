// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pages = readdirSync(path.join(root, 'src/pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entities = readdirSync(path.join(root, 'src/entities'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: shared → entities → features → widgets → pages → app. An entity (one
 * record: its schema and its reads) never reaches into another; a feature never reaches into another
 * feature; a page (one route's screen, composing widgets and features) never reaches into another page;
 * the layers above enter an entity, a feature or a page only through its public `index.ts`. The server may use
 * `src/shared`, the `model` segment of each entity (its schema, without the client's hooks) and the
 * render entry, and nothing else of the client.
 */
/** Each slice of `layer` (one folder of it) keeps to itself: it imports no other slice of its layer. */
const independentSlices = (layer, slices, message) =>
  slices.map((slice) => ({ target: `./src/${layer}/${slice}`, from: `./src/${layer}`, except: [`./${slice}`], message }));

/** The `importers` enter each slice of `layer` only through its public `index.ts` (and the files `alsoOpen`). */
const throughPublicIndex = (layer, slices, noun, importers, alsoOpen = []) =>
  slices.flatMap((slice) =>
    importers.map((target) => ({
      target,
      from: `./src/${layer}/${slice}`,
      except: ['./index.ts', ...alsoOpen],
      message: `Import the "${slice}" ${noun} through its public index (@/${layer}/${slice}).`,
    })),
  );

const layerZones = [
  {
    target: './src/shared',
    from: ['./src/entities', './src/features', './src/widgets', './src/pages', './src/app'],
    message: 'shared is the bottom layer: it imports no entity, feature, widget, page or app code.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/widgets', './src/pages', './src/app'],
    message: 'An entity may not import the layers above it (features, widgets, pages, app).',
  },
  ...independentSlices('entities', entities, 'Entities are independent: one record does not reach into another.'),
  ...throughPublicIndex('entities', entities, 'entity', ['./src/features', './src/widgets', './src/pages', './src/app', './mocks']),
  {
    target: './src/features',
    from: ['./src/widgets', './src/pages', './src/app'],
    message: 'A feature may not import the layers above it (widgets, pages, app).',
  },
  {
    target: './src/widgets',
    from: ['./src/pages', './src/app'],
    message: 'A widget may not import the layers above it (pages, app).',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'A page may not import app code.',
  },
  ...independentSlices('pages', pages, 'Pages are independent: what two pages share belongs in a widget, a feature or shared.'),
  ...throughPublicIndex('pages', pages, 'page', ['./src/app']),
  ...independentSlices('features', features, 'Features are independent: compose them in a widget or a page instead.'),
  // styles.ts: the slice's stylesheet, imported for its side effect beside the index.
  ...throughPublicIndex('features', features, 'feature', ['./src/widgets', './src/pages', './src/app'], ['./styles.ts']),
  {
    target: './server',
    from: './src',
    except: ['./shared', './app/server-render.tsx', ...entities.map((entity) => `./entities/${entity}/model`)],
    message: 'The server may use src/shared, the entities\' model segments (records, schemas, rules) and the render entry (src/app/server-render.tsx) only.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'public/mockServiceWorker.js', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      // The module graph (import-x/no-cycle) reads TypeScript sources with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No import circles: a module that two others need is a leaf of its own (a shared type or constant in
    // its own file), never one half of a pair that imports the other.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'mocks/**/*.ts'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.{js,mjs,cjs,ts}', 'test/setup/*.js', 'test/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The server strips control characters from mail headers and file names on purpose.
    files: ['server/**/*.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
