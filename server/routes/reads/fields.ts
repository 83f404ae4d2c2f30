import type {
  AboutRecord,
  CareerOpening,
  Client,
  CompanyEvent,
  ContactOffice,
  EventHeader,
  Founder,
  GalleryHeader,
  GalleryItem,
  HeaderImage,
  HomeData,
  Logo,
  Project,
  Service,
  Tender,
  Testimonial,
} from '../../../src/shared/contracts/entities';

export type FieldKind = 'string' | 'integer' | 'number' | 'boolean';

/** Every field of a record the API sends, with its JSON type. Typed against the shared contract: a field
 * missing here or misspelt fails to compile, so the answers keep SPEC section 3's names. */
export type Fields<T> = { readonly [K in keyof T]-?: FieldKind };

export const HOME_DATA_FIELDS: Fields<HomeData> = {
  whoWeAre: 'string',
  ourMission: 'string',
  ourVision: 'string',
  experties: 'string',
  quality: 'string',
  clientApproch: 'string',
  timelyDelivery: 'string',
};

export const SERVICE_FIELDS: Fields<Service> = { Service_Name: 'string', Service_img: 'string', route: 'string' };

export const PROJECT_FIELDS: Fields<Project> = {
  id: 'integer',
  Project_Name: 'string',
  Project_Description: 'string',
  file_img: 'string',
  categories: 'string',
  Published: 'boolean',
};

export const FOUNDER_FIELDS: Fields<Founder> = {
  Founders_Id: 'integer',
  Founders_Name: 'string',
  Founders_Role: 'string',
  Founders_Description: 'string',
  Founders_img: 'string',
};

export const TESTIMONIAL_FIELDS: Fields<Testimonial> = {
  Comment: 'string',
  Client_name: 'string',
  Client_position: 'string',
  Address: 'string',
};

export const LOGO_FIELDS: Fields<Logo> = { logo: 'string' };
export const CLIENT_FIELDS: Fields<Client> = { id: 'integer', Ourclients: 'string' };
export const HEADER_IMAGE_FIELDS: Fields<HeaderImage> = { Image: 'string' };
export const CAREER_OPENING_FIELDS: Fields<CareerOpening> = { Openings: 'string' };
export const CONTACT_OFFICE_FIELDS: Fields<ContactOffice> = {
  Header: 'string',
  Address: 'string',
  Email: 'string',
  Contact: 'string',
};
export const ABOUT_FIELDS: Fields<AboutRecord> = { Aboutus_img: 'string', About_Description: 'string' };

export const EVENT_FIELDS: Fields<CompanyEvent> = {
  EventID: 'integer',
  EventName: 'string',
  Description: 'string',
  EventDate: 'string',
  EventLocation: 'string',
  Img: 'string',
  Published: 'boolean',
};

export const EVENT_HEADER_FIELDS: Fields<EventHeader> = { head_Event: 'string' };
export const GALLERY_ITEM_FIELDS: Fields<GalleryItem> = { image: 'string', categories: 'string' };
export const GALLERY_HEADER_FIELDS: Fields<GalleryHeader> = { head_Gallery: 'string' };
/** `/api/getimg`: the spec does not show its fields; the seed stores `{ image }`. */
export const IMAGE_FIELDS: Fields<{ image: string }> = { image: 'string' };

/** The contract's tender has no `Published`: the column stays in the database. */
export const TENDER_FIELDS: Fields<Tender> = {
  id: 'integer',
  TenderNo: 'string',
  TenderDate: 'string',
  Expiry_Date: 'string',
  CustomerID: 'integer',
  ProjectID: 'integer',
  Bill_To: 'string',
  Ship_To: 'string',
  Reference: 'string',
  Status: 'string',
  Status1: 'string',
  Currency: 'string',
  Sales_Agent: 'string',
  Discount_Type: 'string',
  Admin_Note: 'string',
  ShowQty: 'boolean',
  Created_by: 'string',
  BillingTypeID: 'integer',
  SaveAs: 'string',
  Bank: 'string',
  Cash: 'number',
  reminder: 'string',
  TotalTax: 'number',
  TotalTaxPER: 'number',
  TotalDicountPer: 'number',
  TotalDicountAmont: 'number',
  SubCostTotalAmont: 'number',
  TenderTotalAmont: 'number',
  AdjustmentCost: 'number',
  PreBid_Date: 'string',
  Bid_Opening_Date: 'string',
  Outcome: 'string',
  Corrigendum_Date: 'string',
};

/** JSON schema of one record: fast-json-stringify sends exactly these fields and nothing else. */
export function recordSchema<T>(fields: Fields<T>) {
  const names = Object.keys(fields);
  return {
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: fields[name as keyof T] }])),
  } as const;
}

export function listSchema<T>(fields: Fields<T>) {
  return { type: 'array', items: recordSchema(fields) } as const;
}
