import type { Kysely } from 'kysely';

type ColumnKind = 'text' | 'integer' | 'double precision';

/**
 * The content tables as they shipped in version 001. Self-contained on purpose: a later change to
 * `001-content.tables.ts` must come as a new migration, never as an edit here. Booleans are integers 0/1
 * so one definition runs unchanged on SQLite and PostgreSQL.
 */
const CONTENT_TABLES: Record<string, Record<string, ColumnKind>> = {
  home_data: {
    whoWeAre: 'text',
    ourMission: 'text',
    ourVision: 'text',
    experties: 'text',
    quality: 'text',
    clientApproch: 'text',
    timelyDelivery: 'text',
  },
  services: { Service_Name: 'text', Service_img: 'text', route: 'text' },
  projects: {
    id: 'integer',
    Project_Name: 'text',
    Project_Description: 'text',
    file_img: 'text',
    categories: 'text',
    Published: 'integer',
  },
  founders: {
    Founders_Id: 'integer',
    Founders_Name: 'text',
    Founders_Role: 'text',
    Founders_Description: 'text',
    Founders_img: 'text',
  },
  testimonials: { Comment: 'text', Client_name: 'text', Client_position: 'text', Address: 'text' },
  logos: { logo: 'text' },
  clients: { id: 'integer', Ourclients: 'text' },
  career_header_images: { Image: 'text' },
  career_openings: { Openings: 'text' },
  contact_offices: { Header: 'text', Address: 'text', Email: 'text', Contact: 'text' },
  contact_header_images: { Image: 'text' },
  about: { Aboutus_img: 'text', About_Description: 'text' },
  events: {
    EventID: 'integer',
    EventName: 'text',
    Description: 'text',
    EventDate: 'text',
    EventLocation: 'text',
    Img: 'text',
    Published: 'integer',
  },
  event_headers: { head_Event: 'text' },
  gallery_items: { image: 'text', categories: 'text' },
  gallery_headers: { head_Gallery: 'text' },
  tenders: {
    id: 'integer',
    TenderNo: 'text',
    TenderDate: 'text',
    Expiry_Date: 'text',
    CustomerID: 'integer',
    ProjectID: 'integer',
    Bill_To: 'text',
    Ship_To: 'text',
    Reference: 'text',
    Status: 'text',
    Status1: 'text',
    Currency: 'text',
    Sales_Agent: 'text',
    Discount_Type: 'text',
    Admin_Note: 'text',
    ShowQty: 'integer',
    Created_by: 'text',
    BillingTypeID: 'integer',
    SaveAs: 'text',
    Bank: 'text',
    Cash: 'double precision',
    reminder: 'text',
    TotalTax: 'double precision',
    TotalTaxPER: 'double precision',
    TotalDicountPer: 'double precision',
    TotalDicountAmont: 'double precision',
    SubCostTotalAmont: 'double precision',
    TenderTotalAmont: 'double precision',
    AdjustmentCost: 'double precision',
    Published: 'integer',
  },
  images: { image: 'text' },
};

/** Record ids the reads and other areas look records up by. */
const UNIQUE_KEYS: Array<[table: string, column: string]> = [
  ['projects', 'id'],
  ['founders', 'Founders_Id'],
  ['clients', 'id'],
  ['events', 'EventID'],
  ['tenders', 'id'],
  ['tenders', 'TenderNo'],
];

// Migrations see the database untyped: they describe it as it was, not as the code now thinks it is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(CONTENT_TABLES)) {
    let builder = db.schema.createTable(table).addColumn('sort_order', 'integer', (column) => column.primaryKey());
    for (const [name, kind] of Object.entries(columns)) {
      builder = builder.addColumn(name, kind, (column) => column.notNull());
    }
    await builder.execute();
  }
  for (const [table, column] of UNIQUE_KEYS) {
    await db.schema.createIndex(`${table}_${column}_key`).on(table).column(column).unique().execute();
  }
  await db.schema
    .createTable('seed_runs')
    .addColumn('table_name', 'text', (column) => column.primaryKey())
    .addColumn('seeded_at', 'text', (column) => column.notNull())
    .addColumn('row_count', 'integer', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seed_runs').execute();
  for (const table of Object.keys(CONTENT_TABLES).reverse()) await db.schema.dropTable(table).execute();
}
