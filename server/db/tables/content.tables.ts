/**
 * Tables of the content area as they are after every migration: what `content/` seeds and the reads of
 * docs/spec-fields.md §7 answer. Each row type is derived from its record in `src/entities` (the record's fields,
 * booleans stored as 0/1, plus the columns every content table has), so a field added to a record is a
 * column here at once and the type checker asks for it in the queries; the migration that adds the column
 * is written by hand (migrations describe the database as it was, never import these types).
 * Column names are the docs/spec-fields.md §3 field names. Every table keeps `sort_order` (the record's
 * position in its content file) so answers keep the content's order. Booleans are stored as
 * integers 0/1 on both SQLite and PostgreSQL and turned back into booleans by the reads.
 */

import type { Generated } from 'kysely';
import type { AboutRecord } from '@/entities/about/model/about';
import type { CareerOpening } from '@/entities/career-opening/model/career-opening';
import type { Client } from '@/entities/client/model/client';
import type { CompanyEvent } from '@/entities/event/model/event';
import type { ContactOffice } from '@/entities/contact-office/model/contact-office';
import type { EventHeader } from '@/entities/event-header/model/event-header';
import type { Founder } from '@/entities/founder/model/founder';
import type { GalleryHeader } from '@/entities/gallery-header/model/gallery-header';
import type { GalleryItem } from '@/entities/gallery-item/model/gallery-item';
import type { HeaderImage } from '@/entities/header-image/model/header-image';
import type { HomeData } from '@/entities/home-data/model/home-data';
import type { Logo } from '@/entities/logo/model/logo';
import type { Project } from '@/entities/project/model/project';
import type { Service } from '@/entities/service/model/service';
import type { Tender } from '@/entities/tender/model/tender';
import type { Testimonial } from '@/entities/testimonial/model/testimonial';
import type { ImageRecord } from '@/entities/image/model/image';

interface Ordered {
  sort_order: number;
}

/**
 * What the content sync keeps on every content table (migration 005): the record's stable key in
 * `content/` and whether it is shown (a record removed from `content/` is unpublished, never deleted).
 */
interface Synced {
  content_key: string | null;
  Published: number;
}

/** A record as stored: its booleans become 0/1 integers, its lists one text (`storedList`: `gypsum;painting`). */
type Stored<T> = Ordered & Synced & { [K in keyof T]: T[K] extends boolean ? number : T[K] extends readonly unknown[] ? string : T[K] };

/** A table whose records have Marathi texts (migration 017): the record's Marathi fields as JSON text, '' when none. */
interface Translated {
  mr: Generated<string>;
}

export type HomeDataTable = Stored<HomeData> & Translated;
export type ServicesTable = Stored<Service> & Translated;
export type ProjectsTable = Stored<Project> & Translated;
export type FoundersTable = Stored<Founder> & Translated;
export type TestimonialsTable = Stored<Testimonial> & Translated;
export type LogosTable = Stored<Logo>;
export type ClientsTable = Stored<Client>;
export type HeaderImagesTable = Stored<HeaderImage>;
export type CareerOpeningsTable = Stored<CareerOpening> & Translated;
export type ContactOfficesTable = Stored<ContactOffice> & Translated;
export type AboutTable = Stored<AboutRecord> & Translated;
export type EventsTable = Stored<CompanyEvent> & Translated;
export type EventHeadersTable = Stored<EventHeader>;
export type GalleryItemsTable = Stored<GalleryItem>;
export type GalleryHeadersTable = Stored<GalleryHeader>;
/** `Published` is never sent to clients: only published tenders leave the server. */
export type TendersTable = Stored<Tender> & Translated & {
  /** ISO timestamp of the last change a vendor should hear of (corrigendum, award, cancellation); '' before any. */
  Changed_At: string;
};
export type ImagesTable = Stored<ImageRecord>;

/** One row per content table seeded, so a second start (or a re-seed) never duplicates rows. */
export interface SeedRunsTable {
  table_name: string;
  /** ISO timestamp. */
  seeded_at: string;
  row_count: number;
}

export interface ContentTables {
  home_data: HomeDataTable;
  services: ServicesTable;
  projects: ProjectsTable;
  founders: FoundersTable;
  testimonials: TestimonialsTable;
  logos: LogosTable;
  clients: ClientsTable;
  career_header_images: HeaderImagesTable;
  career_openings: CareerOpeningsTable;
  contact_offices: ContactOfficesTable;
  contact_header_images: HeaderImagesTable;
  about: AboutTable;
  events: EventsTable;
  event_headers: EventHeadersTable;
  gallery_items: GalleryItemsTable;
  gallery_headers: GalleryHeadersTable;
  tenders: TendersTable;
  images: ImagesTable;
  seed_runs: SeedRunsTable;
}

/** The content tables the seed fills (everything but its own bookkeeping). */
export type ContentTableName = Exclude<keyof ContentTables, 'seed_runs'>;
