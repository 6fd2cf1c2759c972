/// <reference types="node" />
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * zod's JSON Schema converter: classic zod gives every schema a `toJSONSchema()` method and a Standard
 * Schema `jsonSchema` member, so these two modules come with any schema, whether or not they are called.
 */
const JSON_SCHEMA_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/](?:json-schema-processors|to-json-schema)\.js$/;

export const UNAVAILABLE_MESSAGE =
  'zod: JSON Schema is not built in the browser (apps/web/build/zod-without-json-schema.ts)';

/**
 * A module exporting these names, each a function that returns a converter that throws when called.
 * Schemas built with it parse as before; converting one to JSON Schema throws.
 */
function withoutJsonSchema(exportNames: readonly string[]): string {
  return [
    `const unavailable = () => () => { throw new Error(${JSON.stringify(UNAVAILABLE_MESSAGE)}); };`,
    ...exportNames.map((name) => `export const ${name} = unavailable;`),
  ].join('\n');
}

/**
 * The browser parses the API's answers and its forms with the contracts' zod schemas, but never turns a
 * schema into JSON Schema (the server's OpenAPI description does that, with the real modules). In the
 * web build those two modules are replaced by ones exporting the same names that throw if called: 4.6 KB
 * of Brotli less in the first download of every page (issue 11, decision 021). The names are read from
 * the installed zod, so an upgrade that adds one still builds.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'galope:zod-without-json-schema',
    apply: 'build',
    async load(id) {
      if (!JSON_SCHEMA_MODULES.test(id)) return undefined;
      const real = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      return withoutJsonSchema(Object.keys(real));
    },
  };
}
