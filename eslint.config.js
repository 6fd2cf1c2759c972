import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import drizzle from 'eslint-plugin-drizzle';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way (docs/CONTRIBUTING.md, Lint):
 *   apps/* → packages/contracts; contracts imports only zod (zod/mini, as does the web app);
 *   server: routes → service → db (a module uses another only through its service);
 *   web: app → features → components/lib; a feature imports another only through its index.ts, if listed below.
 */
/**
 * The web app and the contracts use zod/mini: classic zod's chained methods come with every schema
 * and weighed 8.5 KB of Brotli in every page's first download (decision 021).
 */
const classicZod = {
  regex: '^zod$',
  message: "Import zod/mini: classic 'zod' puts its methods in the browser's download.",
};

/**
 * Web features have a front door too (decision 016): a feature's `index.ts`, and only for the features
 * listed here (the slip serves races and sports; the board composes all three). Any other import of
 * another feature, or a reach past its index, is an error.
 */
const webFeatureDoors = { races: ['bet-slip'], sports: ['bet-slip'], board: ['races', 'sports', 'bet-slip'] };
const webSrc = './apps/web/src';
const webFeatures = readdirSync(`${import.meta.dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The same rules by the file an import resolves to, not by how its path is spelled: `../cashier/x` and
 * `@/features/cashier/x` are the same reach past a front door.
 */
const webPathZones = [
  ...webFeatures.flatMap((target) =>
    webFeatures
      .filter((from) => from !== target)
      .map((from) => ({
        target: `${webSrc}/features/${target}/**/*`,
        from: `${webSrc}/features/${from}`,
        except: (webFeatureDoors[target] ?? []).includes(from) ? ['./index.ts'] : [],
        message: (webFeatureDoors[target] ?? []).includes(from)
          ? `Import ${from} only through its front door, features/${from}/index.ts.`
          : `A feature must not import another (${from}): compose them in src/app.`,
      })),
  ),
  {
    target: `${webSrc}/features/**/*`,
    from: `${webSrc}/app`,
    message: 'Features must not import from src/app.',
  },
  {
    target: [`${webSrc}/components/**/*`, `${webSrc}/lib/**/*`, `${webSrc}/i18n/**/*`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'components/, lib/ and i18n/ must not import features or app.',
  },
];
/**
 * Server modules have a front door (decision 016): from outside a module, only its `index.ts` may be
 * imported; inside it, anything. Applies to tests too: a test reaches into its own module only.
 */
const serverModules = readdirSync(`${import.meta.dirname}/apps/server/src/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModuleZones = serverModules.map((name) => ({
  target: ['./apps/server/src/*.ts', './apps/server/src/!(modules)/**/*', `./apps/server/src/modules/!(${name})/**/*`],
  from: `./apps/server/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Outside the ${name} module, import it only through its front door, modules/${name}/index.ts.`,
}));
/**
 * Table declarations are the one exception: a foreign key names another module's table, and
 * db/schema.ts gathers every module's tables for drizzle-kit. Loading a module's front door for that
 * would load its routes and use cases too, so schema files may import each other's schema.ts.
 */
const serverSchemaZones = serverModuleZones.map((zone) => ({ ...zone, except: ['./index.ts', './schema.ts'] }));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.tsbuildinfo', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // A benchmark's or a script's output is its product.
    files: ['bench/**/*.ts', 'scripts/**/*.mjs', 'apps/*/scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            classicZod,
            {
              regex: '^(?!zod/mini$|zod/v4/locales/|\\.)',
              message: 'contracts may import only zod/mini, its locales and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@galope/web*'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverModuleZones }],
    },
  },
  {
    files: ['apps/server/src/db/schema.ts', 'apps/server/src/modules/*/schema.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverSchemaZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/test/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts, once, at start.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            classicZod,
            { group: ['**/apps/server/**', '@galope/server*'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [`${import.meta.dirname}/apps/web/src`] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webPathZones }],
    },
  },
);
