/**
 * Tables of the content area: what `content/` seeds and the reads of SPEC section 7 answer.
 * Column names are the SPEC section 3 field names. Every table keeps `sort_order` (the record's
 * position in its content file) so answers keep the content's order. Booleans are stored as
 * integers 0/1 on both SQLite and PostgreSQL and turned back into booleans by the reads.
 */

interface Ordered {
  sort_order: number;
}

export interface HomeDataTable extends Ordered {
  whoWeAre: string;
  ourMission: string;
  ourVision: string;
  experties: string;
  quality: string;
  clientApproch: string;
  timelyDelivery: string;
}

export interface ServicesTable extends Ordered {
  Service_Name: string;
  Service_img: string;
  route: string;
}

export interface ProjectsTable extends Ordered {
  id: number;
  Project_Name: string;
  Project_Description: string;
  file_img: string;
  categories: string;
  Published: number;
}

export interface FoundersTable extends Ordered {
  Founders_Id: number;
  Founders_Name: string;
  Founders_Role: string;
  Founders_Description: string;
  Founders_img: string;
}

export interface TestimonialsTable extends Ordered {
  Comment: string;
  Client_name: string;
  Client_position: string;
  Address: string;
}

export interface LogosTable extends Ordered {
  logo: string;
}

export interface ClientsTable extends Ordered {
  id: number;
  Ourclients: string;
}

export interface HeaderImagesTable extends Ordered {
  Image: string;
}

export interface CareerOpeningsTable extends Ordered {
  Openings: string;
}

export interface ContactOfficesTable extends Ordered {
  Header: string;
  Address: string;
  Email: string;
  Contact: string;
}

export interface AboutTable extends Ordered {
  Aboutus_img: string;
  About_Description: string;
}

export interface EventsTable extends Ordered {
  EventID: number;
  EventName: string;
  Description: string;
  /** `yyyy-MM-dd` */
  EventDate: string;
  EventLocation: string;
  Img: string;
  Published: number;
}

export interface EventHeadersTable extends Ordered {
  head_Event: string;
}

export interface GalleryItemsTable extends Ordered {
  image: string;
  categories: string;
}

export interface GalleryHeadersTable extends Ordered {
  head_Gallery: string;
}

export interface TendersTable extends Ordered {
  id: number;
  TenderNo: string;
  /** `yyyy-MM-dd` */
  TenderDate: string;
  /** `yyyy-MM-dd` */
  Expiry_Date: string;
  CustomerID: number;
  ProjectID: number;
  Bill_To: string;
  Ship_To: string;
  Reference: string;
  Status: string;
  Status1: string;
  Currency: string;
  Sales_Agent: string;
  Discount_Type: string;
  Admin_Note: string;
  ShowQty: number;
  Created_by: string;
  BillingTypeID: number;
  SaveAs: string;
  Bank: string;
  Cash: number;
  reminder: string;
  TotalTax: number;
  TotalTaxPER: number;
  TotalDicountPer: number;
  TotalDicountAmont: number;
  SubCostTotalAmont: number;
  TenderTotalAmont: number;
  AdjustmentCost: number;
  /** Never sent to clients: only published tenders leave the server. */
  Published: number;
}

export interface ImagesTable extends Ordered {
  image: string;
}

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
