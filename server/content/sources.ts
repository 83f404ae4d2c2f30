import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { aboutContentSchema } from '@/entities/about/model/about.schema';
import { careerOpeningContentSchema } from '@/entities/career-opening/model/career-opening.schema';
import { clientContentSchema } from '@/entities/client/model/client.schema';
import { contactOfficeContentSchema } from '@/entities/contact-office/model/contact-office.schema';
import { eventHeaderContentSchema } from '@/entities/event-header/model/event-header.schema';
import { eventContentSchema } from '@/entities/event/model/event.schema';
import { founderContentSchema } from '@/entities/founder/model/founder.schema';
import { galleryHeaderContentSchema } from '@/entities/gallery-header/model/gallery-header.schema';
import { galleryItemContentSchema } from '@/entities/gallery-item/model/gallery-item.schema';
import { headerImageContentSchema } from '@/entities/header-image/model/header-image.schema';
import { homeDataContentSchema } from '@/entities/home-data/model/home-data.schema';
import { imageContentSchema } from '@/entities/image/model/image.schema';
import { logoContentSchema } from '@/entities/logo/model/logo.schema';
import { projectContentSchema } from '@/entities/project/model/project.schema';
import { serviceContentSchema } from '@/entities/service/model/service.schema';
import { testimonialContentSchema } from '@/entities/testimonial/model/testimonial.schema';
import { tenderContentSchema } from '@/entities/tender/model/tender.schema';
import { demoDateShift, latestCorrigendumDate, shiftTenderDates } from '@/entities/tender/model/tender-rules';
import type { ContentCorrigendum } from '@/entities/tender/model/tender.schema';
import type { ContentTableName } from '../db/tables/content.tables';
import type { DB } from '../db/schema';
import { seedTenderAttachments } from '../tenders/seed-attachments';

/**
 * Which content file fills which table, and how a record is known from one sync to the next. One entry
 * per table: a track that adds a content table adds one entry here (and its schema), nothing else.
 */
export interface ContentSource {
  table: ContentTableName;
  /** JSON file in the content folder. */
  file: string;
  /** For JSON files that hold several lists (`careers.json`, `contact.json`): the key of this table's list. */
  list?: string;
  /** The same table kept as a spreadsheet saved as CSV (one of the two files, not both). */
  csv: string;
  /** The record schema (shared with the client contracts); its output is the stored row. */
  schema: z.AnyZodObject;
  /**
   * The field whose value identifies a record across syncs (its stable key), or `position` for the
   * one-record tables where the n-th record is the n-th record. Changing a key's value reads as
   * "that record was removed and a new one added".
   */
  key: string | 'position';
  /**
   * `sync` (default): the sync owns the table. `seed-once`: the table is filled from the file only
   * while it has never been filled (a new database), then left to the command that owns it.
   */
  mode?: 'sync' | 'seed-once';
  /** A field that names a record for people (`EventName`), shown beside its key in the sync's summary. */
  title?: string;
  /** With `list`: the file may also be a bare list of records (an ERP export of tenders is). */
  bareList?: boolean;
  /** Prepares the records before validation (e.g. moves demo dates); `file` is the whole parsed JSON file, or null for CSV. */
  prepare?: (records: unknown[], file: unknown) => unknown[];
  /** Fields of a record that are not columns: kept out of the row, handed to `afterSeed`. */
  extras?: readonly string[];
  /** `seed-once` tables: fills what the records carry beyond their rows, in the same transaction. */
  afterSeed?: (trx: Transaction<DB>, contentDir: string, records: Array<Record<string, unknown>>) => Promise<void>;
}

/**
 * Demo tender dates move with the day the database is seeded (`{ datesRelativeTo, tenders }`, see
 * docs/decisions.md); each tender carries the date of its latest corrigendum.
 */
function prepareTenders(records: unknown[], file: unknown): unknown[] {
  const relativeTo = file && typeof file === 'object' && !Array.isArray(file) ? (file as { datesRelativeTo?: unknown }).datesRelativeTo : null;
  const shift = demoDateShift(typeof relativeTo === 'string' ? relativeTo : null);
  return records.map((record) => {
    if (!record || typeof record !== 'object') return record;
    const moved = shiftTenderDates(record as Record<string, unknown>, shift);
    const corrigenda = (moved as { Corrigenda?: ContentCorrigendum[] }).Corrigenda;
    return corrigenda ? { ...moved, Corrigendum_Date: latestCorrigendumDate(corrigenda) } : moved;
  });
}

export const CONTENT_SOURCES: readonly ContentSource[] = [
  { table: 'home_data', file: 'home.json', csv: 'home.csv', schema: homeDataContentSchema, key: 'position' },
  { table: 'services', file: 'services.json', csv: 'services.csv', schema: serviceContentSchema, key: 'route' },
  { table: 'projects', file: 'projects.json', csv: 'projects.csv', schema: projectContentSchema, key: 'id', title: 'Project_Name' },
  { table: 'founders', file: 'founders.json', csv: 'founders.csv', schema: founderContentSchema, key: 'Founders_Id', title: 'Founders_Name' },
  { table: 'testimonials', file: 'testimonials.json', csv: 'testimonials.csv', schema: testimonialContentSchema, key: 'Client_name' },
  { table: 'logos', file: 'logos.json', csv: 'logos.csv', schema: logoContentSchema, key: 'logo' },
  { table: 'clients', file: 'clients.json', csv: 'clients.csv', schema: clientContentSchema, key: 'id' },
  { table: 'about', file: 'about.json', csv: 'about.csv', schema: aboutContentSchema, key: 'position' },
  { table: 'career_header_images', file: 'careers.json', list: 'headerImages', csv: 'career-header-images.csv', schema: headerImageContentSchema, key: 'Image' },
  { table: 'career_openings', file: 'careers.json', list: 'openings', csv: 'career-openings.csv', schema: careerOpeningContentSchema, key: 'Openings' },
  { table: 'contact_header_images', file: 'contact.json', list: 'headerImages', csv: 'contact-header-images.csv', schema: headerImageContentSchema, key: 'Image' },
  { table: 'contact_offices', file: 'contact.json', list: 'offices', csv: 'contact-offices.csv', schema: contactOfficeContentSchema, key: 'Header' },
  { table: 'events', file: 'events.json', csv: 'events.csv', schema: eventContentSchema, key: 'EventID', title: 'EventName' },
  { table: 'event_headers', file: 'event-header.json', csv: 'event-header.csv', schema: eventHeaderContentSchema, key: 'head_Event' },
  { table: 'gallery_items', file: 'gallery.json', csv: 'gallery.csv', schema: galleryItemContentSchema, key: 'image' },
  { table: 'gallery_headers', file: 'gallery-header.json', csv: 'gallery-header.csv', schema: galleryHeaderContentSchema, key: 'head_Gallery' },
  // Tenders belong to the tender board's own command once a database exists (see docs/decisions.md).
  {
    table: 'tenders',
    file: 'tenders.json',
    list: 'tenders',
    bareList: true,
    csv: 'tenders.csv',
    schema: tenderContentSchema,
    key: 'TenderNo',
    mode: 'seed-once',
    title: 'Reference',
    prepare: prepareTenders,
    extras: ['Documents', 'Corrigenda'],
    afterSeed: seedTenderAttachments,
  },
  { table: 'images', file: 'images.json', csv: 'images.csv', schema: imageContentSchema, key: 'image' },
];
