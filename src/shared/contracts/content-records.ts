import { z } from 'zod';
import { resolveContentDate } from '../lib/content-date';

/**
 * The records of the `content/` files, one zod schema per content table, field names exactly as SPEC.md
 * section 3 (the types in `entities.ts`). The content sync validates every file with them; booleans come
 * out as 0/1, the way both databases store them. A file may be JSON or a spreadsheet saved as CSV: CSV
 * cells are text, so `fromCsvCell` turns them into the number or boolean a field expects first.
 */

const text = z.string();
const isoDate = z.string().superRefine((value, context) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: 'must be a date written yyyy-MM-dd' });
    return;
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: 'is not a real date' });
  }
});
const whole = z.number().int();
/** Booleans are stored as 0/1 so the same column works on SQLite and PostgreSQL. */
const flag = z.boolean().transform((value) => (value ? 1 : 0));
/** Every record may say `Published: false` to stay hidden; without it a record is shown. */
const published = flag.default(true);
/** A founder photo is a server path or an inline image; any other `data:` type is refused. */
const founderImage = z
  .string()
  .refine((value) => !/^data:/i.test(value) || /^data:image\//i.test(value), 'only data:image/… URIs are allowed');

export const contentRecordSchemas = {
  home_data: z.object({
    whoWeAre: text,
    ourMission: text,
    ourVision: text,
    experties: text,
    quality: text,
    clientApproch: text,
    timelyDelivery: text,
    Published: published,
  }),
  services: z.object({ Service_Name: text, Service_img: text, route: text.min(1), Published: published }),
  projects: z.object({
    id: whole,
    Project_Name: text,
    Project_Description: text,
    file_img: text,
    categories: text,
    Published: flag,
  }),
  founders: z.object({
    Founders_Id: whole,
    Founders_Name: text,
    Founders_Role: text,
    Founders_Description: text,
    Founders_img: founderImage,
    Published: published,
  }),
  testimonials: z.object({ Comment: text, Client_name: text.min(1), Client_position: text, Address: text, Published: published }),
  logos: z.object({ logo: text.min(1), Published: published }),
  clients: z.object({ id: whole, Ourclients: text, Published: published }),
  career_header_images: z.object({ Image: text.min(1), Published: published }),
  career_openings: z.object({ Openings: text.min(1), Published: published }),
  contact_header_images: z.object({ Image: text.min(1), Published: published }),
  contact_offices: z.object({ Header: text.min(1), Address: text, Email: text, Contact: text, Published: published }),
  about: z.object({ Aboutus_img: text, About_Description: text, Published: published }),
  events: z.object({
    EventID: whole,
    EventName: text,
    Description: text,
    // Demo dates may be relative to the day of the sync (`today+18`): see `resolveContentDate`. Such a
    // date moves every day, so each day's first sync (or start) updates it: the demo never ages.
    EventDate: z.string().transform((value) => resolveContentDate(value)).pipe(isoDate),
    EventLocation: text,
    Img: text,
    Published: flag,
  }),
  event_headers: z.object({ head_Event: text.min(1), Published: published }),
  gallery_items: z.object({ image: text.min(1), categories: text, Published: published }),
  gallery_headers: z.object({ head_Gallery: text.min(1), Published: published }),
  tenders: z.object({
    id: whole,
    TenderNo: text.min(1),
    TenderDate: isoDate,
    Expiry_Date: isoDate,
    CustomerID: whole,
    ProjectID: whole,
    Bill_To: text,
    Ship_To: text,
    Reference: text,
    Status: text,
    Status1: text,
    Currency: text,
    Sales_Agent: text,
    Discount_Type: text,
    Admin_Note: text,
    ShowQty: flag,
    Created_by: text,
    BillingTypeID: whole,
    SaveAs: text,
    Bank: text,
    Cash: z.number(),
    reminder: text,
    TotalTax: z.number(),
    TotalTaxPER: z.number(),
    TotalDicountPer: z.number(),
    TotalDicountAmont: z.number(),
    SubCostTotalAmont: z.number(),
    TenderTotalAmont: z.number(),
    AdjustmentCost: z.number(),
    // Key dates and outcome of the tender board (migration 006); '' when the ERP has none.
    PreBid_Date: isoDate.or(z.literal('')).default(''),
    Bid_Opening_Date: isoDate.or(z.literal('')).default(''),
    Outcome: z.enum(['', 'Awarded', 'Cancelled']).default(''),
    /** Derived when the file is read: the date of the tender's latest corrigendum, '' without one. */
    Corrigendum_Date: isoDate.or(z.literal('')).default(''),
    Published: flag,
    /** Not columns: seeded into the tender's documents and corrigenda (see `server/tenders/seed-attachments.ts`). */
    Documents: z.array(z.object({ Title: text.min(1), File: text.min(1) }).strict()).optional(),
    Corrigenda: z
      .array(
        z
          .object({ Date: isoDate, Text: text.min(1), New_Deadline: isoDate.or(z.literal('')).optional(), File: text.optional() })
          .strict(),
      )
      .optional(),
  }),
  images: z.object({ image: text.min(1), Published: published }),
};

export type ContentRecordTable = keyof typeof contentRecordSchemas;

type Kind = 'number' | 'boolean' | 'string';

/** What a field of a record schema expects underneath its refinements, defaults and transforms. */
function kindOf(type: z.ZodTypeAny): Kind {
  if (type instanceof z.ZodEffects) return kindOf(type.innerType());
  if (type instanceof z.ZodDefault || type instanceof z.ZodOptional || type instanceof z.ZodNullable) {
    return kindOf(type._def.innerType as z.ZodTypeAny);
  }
  if (type instanceof z.ZodNumber) return 'number';
  if (type instanceof z.ZodBoolean) return 'boolean';
  return 'string';
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/**
 * Turns one CSV row (every cell text) into the values `schema` expects: numbers for number fields,
 * true/false for yes/no fields (true, yes, 1 / false, no, 0, any case), text as it is. An empty cell of an
 * optional field is left out; anything unreadable is passed on unchanged so the schema names the field.
 */
export function fromCsvRow(schema: z.AnyZodObject, row: Record<string, string>): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodTypeAny>;
  const record: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(row)) {
    const type = shape[field];
    if (!type) {
      record[field] = cell;
      continue;
    }
    const value = cell.trim();
    const kind = kindOf(type);
    if (kind === 'string') record[field] = cell;
    else if (value === '' && type.isOptional()) continue;
    else if (kind === 'number') record[field] = value !== '' && Number.isFinite(Number(value)) ? Number(value) : cell;
    else if (TRUE_WORDS.has(value.toLowerCase())) record[field] = true;
    else if (FALSE_WORDS.has(value.toLowerCase())) record[field] = false;
    else record[field] = cell;
  }
  return record;
}
