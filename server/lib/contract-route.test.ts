import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { jsonSchemaOf } from './contract-route';

/** The answers' JSON schemas as fast-json-stringify gets them: no `anyOf` it would try branch by branch, every field in its order. */
describe('jsonSchemaOf', () => {
  const day = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
  const record = z.object({
    id: z.number().int(),
    Note: z.string().default(''),
    Opens: day.or(z.literal('')).default(''),
    Document: z.object({ Url: z.string() }).nullable(),
    Seen: z.boolean().optional(),
  });

  it('folds a union of one primitive type into that type, a nullable object into `nullable`, and requires defaulted fields', () => {
    expect(jsonSchemaOf(record)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        Note: { type: 'string', default: '' },
        Opens: { type: 'string', default: '' },
        Document: { type: 'object', properties: { Url: { type: 'string' } }, required: ['Url'], additionalProperties: false, nullable: true },
        Seen: { type: 'boolean' },
      },
      required: ['id', 'Note', 'Opens', 'Document'],
      additionalProperties: false,
    });
  });

  it('writes an answer in the record’s field order, with nothing beyond the record', () => {
    const stringify = fastJsonStringify(jsonSchemaOf(record));
    expect(stringify({ id: 1, Note: '', Opens: '2026-12-03', Document: null, Secret: 'x' })).toBe('{"id":1,"Note":"","Opens":"2026-12-03","Document":null}');
    expect(stringify({ id: 2, Opens: '', Document: { Url: '/a.pdf' }, Seen: true, Note: 'n' })).toBe('{"id":2,"Note":"n","Opens":"","Document":{"Url":"/a.pdf"},"Seen":true}');
  });
});
