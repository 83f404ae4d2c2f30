import fastJsonStringify from 'fast-json-stringify';

/** A compiled answer serializer: a value in, the JSON of the schema's fields out. */
export type Stringify = (value: unknown) => string;

const compiled = new WeakMap<object, Stringify>();

/**
 * fast-json-stringify's serializer for one JSON schema, compiled once per schema object in a process. The
 * answers' schemas are made once per zod schema (`jsonSchemaOf`), so a second app in the same process (the
 * tests build one per file or per test) reuses the serializers the first compiled instead of compiling every
 * route's again (about half of building an app). A serializer is a pure function of its schema; the host has no
 * shared schemas (`addSchema`) or serializer options that would make two compilations of one schema differ.
 */
export function serializerOf(schema: object): Stringify {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJsonStringify(schema) as Stringify;
    compiled.set(schema, stringify);
  }
  return stringify;
}

/** Fastify's serializer compiler for every route's response schemas (`app.setSerializerCompiler`). */
export const serializerCompiler = ({ schema }: { schema: unknown }): Stringify => serializerOf(schema as object);
