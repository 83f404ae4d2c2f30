import { z } from 'zod';

/**
 * The kit every record in `src/entities` is written with. A record is one zod object, field names
 * exactly as docs/spec-fields.md §3; everything else is derived from it here, so a field is written once:
 * - its TypeScript type (`z.output`),
 * - the JSON schema the API host answers with (`recordJsonSchema`: fast-json-stringify sends exactly these
 *   fields, typed, and nothing else),
 * - the content schema the content sync and `npm run content -- check` validate `content/` with
 *   (`contentSchema`: plus `Published`, booleans stored as 0/1, lists as one text),
 * - a spreadsheet row read as the record's types (`fromCsvRow`).
 */

/** `list`: a list of short texts (codes such as a tender's trades), kept in one text column (`storedList`). */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'list';

/** A record schema: a zod object whose fields are text, numbers, yes/no flags and lists of codes. */
export type RecordSchema = z.AnyZodObject;

/** What a field expects underneath its refinements, defaults and transforms. */
export function fieldKind(type: z.ZodTypeAny): FieldKind {
  if (type instanceof z.ZodEffects) return fieldKind(type.innerType());
  if (type instanceof z.ZodDefault || type instanceof z.ZodOptional || type instanceof z.ZodNullable) {
    return fieldKind(type._def.innerType as z.ZodTypeAny);
  }
  if (type instanceof z.ZodPipeline) return fieldKind(type._def.out as z.ZodTypeAny);
  if (type instanceof z.ZodUnion) return fieldKind((type._def.options as z.ZodTypeAny[])[0]);
  if (type instanceof z.ZodNumber) return type.isInt ? 'integer' : 'number';
  if (type instanceof z.ZodBoolean) return 'boolean';
  // A list of texts only: a content file's lists of objects (a tender's documents) are not columns.
  if (type instanceof z.ZodArray && fieldKind(type.element as z.ZodTypeAny) === 'string' && !(type.element instanceof z.ZodObject)) return 'list';
  return 'string';
}

/** Every field of a record with its kind, in the schema's order. */
export function fieldKinds<S extends RecordSchema>(schema: S): { readonly [K in keyof z.output<S>]-?: FieldKind } {
  const shape = schema.shape as Record<string, z.ZodTypeAny>;
  return Object.fromEntries(Object.entries(shape).map(([name, type]) => [name, fieldKind(type)])) as {
    readonly [K in keyof z.output<S>]-?: FieldKind;
  };
}

/* ---------- Field types shared by the records ---------- */

export const text = z.string();
export const whole = z.number().int();

/** A real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export const isoDate = z.string().superRefine((value, context) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: 'must be a date written yyyy-MM-dd' });
    return;
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: 'is not a real date' });
  }
});

/** A day, or '' when there is none (the default). */
export const optionalIsoDate = isoDate.or(z.literal('')).default('');

/**
 * A wall-clock time in the company's time zone (Asia/Kolkata), `yyyy-MM-ddTHH:mm` (what a browser's
 * `datetime-local` box gives), or '' when there is none (the default).
 */
export function isWallClockTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(value);
  if (!match) return false;
  const date = new Date(`${match[1]}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(match[1]);
}
export const indiaTime = z.string().refine(isWallClockTime, 'must be a real date and time written yyyy-MM-ddTHH:mm');
/** A time, or '' when there is none (the default). */
export const optionalIndiaTime = z
  .string()
  .refine((value) => value === '' || isWallClockTime(value), 'must be a real date and time written yyyy-MM-ddTHH:mm, or empty')
  .default('');

/* ---------- Lists in a column ---------- */

/**
 * A list field as its column holds it: the items joined by `;` ('' for none). One text column works the same
 * on SQLite and PostgreSQL, reads plainly in a dump, and `;` is the separator a spreadsheet cell uses too.
 * The items are codes (no `;` in them).
 */
export const storedList = (items: readonly string[]): string => items.join(';');

/** A list column read back ('' is an empty list). */
export const listOfStored = (stored: unknown): string[] => (typeof stored === 'string' && stored !== '' ? stored.split(';') : []);

/** A spreadsheet cell of a list field: items separated by `;` or `|`, spaces around them ignored. */
export const listOfCell = (cell: string): string[] =>
  cell
    .split(/[;|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/* ---------- The content files (`content/`) ---------- */

/** Booleans are stored as 0/1 so the same column works on SQLite and PostgreSQL. */
const storedFlag = (type: z.ZodTypeAny) => type.transform((value: unknown) => (value ? 1 : 0));
const storedListOf = (type: z.ZodTypeAny) => type.transform((value: unknown) => storedList(Array.isArray(value) ? (value as string[]) : []));

type Stored<T> = { [K in keyof T]: T[K] extends boolean ? number : T[K] extends readonly unknown[] ? string : T[K] };

/**
 * `required`: the content must say whether the record is shown (projects, events, tenders: docs/spec-fields.md §3
 * gives them `Published`). `default`: a record without it is shown.
 */
type PublishedRule = 'required' | 'default';

/**
 * The schema of a record in `content/`: the record's own fields (their validation as the record says),
 * fields the content writes differently (`overrides`, e.g. a demo date `today+18`), and `Published`; its
 * output is the stored row (booleans as 0/1).
 */
export function contentSchema<S extends RecordSchema, O extends z.ZodRawShape = Record<never, never>>(
  schema: S,
  options: { published: PublishedRule; overrides?: O; translated?: ReadonlyArray<keyof z.output<S> & string> },
) {
  const shape: Record<string, z.ZodTypeAny> = { ...(schema.shape as z.ZodRawShape), ...(options.overrides ?? {}) };
  shape.Published = options.published === 'required' ? z.boolean() : z.boolean().default(true);
  if (options.translated && options.translated.length > 0) shape.mr = marathiFields(options.translated);
  const stored = Object.fromEntries(
    Object.entries(shape).map(([name, type]) => [name, fieldKind(type) === 'boolean' ? storedFlag(type) : fieldKind(type) === 'list' ? storedListOf(type) : type]),
  );
  return z.object(stored) as unknown as z.ZodObject<
    z.ZodRawShape,
    'strip',
    z.ZodTypeAny,
    Stored<Omit<z.output<S>, keyof O> & { [K in keyof O]: z.output<O[K]> } & { Published: boolean }> & { mr?: string },
    z.input<S> & { Published?: boolean; mr?: Partial<Record<string, string>> }
  >;
}

/* ---------- Marathi (issue 22) ---------- */

/**
 * A record's Marathi texts in `content/`: `"mr": { "Project_Name": "…", … }`, any of the fields the record
 * names as translated, each optional (a missing or empty one falls back to the English field, for that
 * field only). Stored as one JSON text column `mr` ('' when there is none), so a table needs one column
 * for every language field it will ever have, and the comparison of the sync stays a string comparison.
 */
function marathiFields(fields: readonly string[]) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string().optional()]));
  return z
    .object(shape)
    .strict()
    .optional()
    .transform((texts) => {
      const kept = Object.entries(texts ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
      return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : '';
    });
}

/** The fields a content schema says are translated (the keys of its `mr` object), none when it has none. */
export function translatedFields(schema: RecordSchema): string[] {
  const mr = (schema.shape as Record<string, z.ZodTypeAny>).mr;
  let type: z.ZodTypeAny | undefined = mr;
  while (type && !(type instanceof z.ZodObject)) {
    if (type instanceof z.ZodEffects) type = type.innerType();
    else if (type instanceof z.ZodOptional) type = type._def.innerType as z.ZodTypeAny;
    else type = undefined;
  }
  return type ? Object.keys(type.shape as object) : [];
}

/** The stored `mr` column read back: the Marathi texts by field ({} for '' or anything unreadable). */
export function storedMarathi(stored: unknown): Record<string, string> {
  if (typeof stored !== 'string' || stored === '') return {};
  try {
    const parsed = JSON.parse(stored) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A record in the language asked for: each translated field's Marathi text where there is one, else the English. */
export function localizeRecord<T extends Record<string, unknown>>(record: T, marathi: Record<string, string>): T {
  const out: Record<string, unknown> = { ...record };
  for (const [field, text] of Object.entries(marathi)) {
    if (field in out && typeof out[field] === 'string' && typeof text === 'string' && text.trim() !== '') out[field] = text;
  }
  return out as T;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/**
 * Turns one CSV row (every cell text) into the values `schema` expects: numbers for number fields,
 * true/false for yes/no fields (true, yes, 1 / false, no, 0, any case), text as it is. An empty cell of an
 * optional field is left out; a list's items are separated by `;` or `|`; anything unreadable is passed on unchanged so the schema names the field.
 */
export function fromCsvRow(schema: RecordSchema, row: Record<string, string>): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodTypeAny>;
  const record: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(row)) {
    // A Marathi column, `mr.Project_Name`: into the record's `mr` object (an empty cell is no translation).
    if (field.startsWith('mr.') && shape.mr) {
      if (cell.trim() !== '') record.mr = { ...(record.mr as object | undefined), [field.slice(3)]: cell };
      continue;
    }
    const type = shape[field];
    if (!type) {
      record[field] = cell;
      continue;
    }
    const value = cell.trim();
    const kind = fieldKind(type);
    if (kind === 'string') record[field] = cell;
    else if (kind === 'list') record[field] = listOfCell(cell);
    else if (value === '' && type.isOptional()) continue;
    else if (kind === 'number' || kind === 'integer') record[field] = value !== '' && Number.isFinite(Number(value)) ? Number(value) : cell;
    else if (TRUE_WORDS.has(value.toLowerCase())) record[field] = true;
    else if (FALSE_WORDS.has(value.toLowerCase())) record[field] = false;
    else record[field] = cell;
  }
  return record;
}
