/**
 * Shapes of every record the API host returns, field names exactly as SPEC.md section 3.
 * Shared by the client slices, the server routes, the seed and the msw handlers.
 */

export interface HomeData {
  whoWeAre: string;
  ourMission: string;
  ourVision: string;
  experties: string;
  quality: string;
  clientApproch: string;
  timelyDelivery: string;
}

/** `GET /homeData` answers `{ success, data }`; the client uses `data[0]`. */
export interface HomeDataAnswer {
  success: boolean;
  data: HomeData[];
}

export interface Service {
  Service_Name: string;
  Service_img: string;
  route: string;
}

export interface Project {
  id: number;
  Project_Name: string;
  Project_Description: string;
  file_img: string;
  /** Comma-separated list, e.g. "Completed, Residential". */
  categories: string;
  Published: boolean;
}

export interface Founder {
  Founders_Id: number;
  Founders_Name: string;
  Founders_Role: string;
  Founders_Description: string;
  /** A server path (`/uploads/...`) or a `data:image/...` URI. */
  Founders_img: string;
}

export interface Testimonial {
  Comment: string;
  Client_name: string;
  Client_position: string;
  Address: string;
}

export interface Logo {
  logo: string;
}

export interface Client {
  id: number;
  Ourclients: string;
}

export interface HeaderImage {
  Image: string;
}

export interface AboutRecord {
  Aboutus_img: string;
  About_Description: string;
}

export interface CareerOpening {
  Openings: string;
}

export interface ContactOffice {
  Header: string;
  Address: string;
  Email: string;
  Contact: string;
}

export interface CompanyEvent {
  EventID: number;
  EventName: string;
  Description: string;
  /** ISO date, `yyyy-MM-dd`. */
  EventDate: string;
  EventLocation: string;
  Img: string;
  Published: boolean;
}

export interface EventHeader {
  head_Event: string;
}

export interface GalleryItem {
  image: string;
  /** Comma-separated: any of Project, Event, Office, Staff. */
  categories: string;
}

export interface GalleryHeader {
  head_Gallery: string;
}

export interface Tender {
  id: number;
  TenderNo: string;
  /** ISO date `yyyy-MM-dd`. */
  TenderDate: string;
  /** ISO date `yyyy-MM-dd`. */
  Expiry_Date: string;
  CustomerID: number;
  ProjectID: number;
  Bill_To: string;
  Ship_To: string;
  Reference: string;
  Status: string;
  Status1: string;
  /** ISO 4217 code, e.g. "INR". */
  Currency: string;
  Sales_Agent: string;
  Discount_Type: string;
  Admin_Note: string;
  ShowQty: boolean;
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
  /** Key dates beyond SPEC section 3 (issue 9): `Expiry_Date` is the bid submission deadline. `yyyy-MM-dd` or ''. */
  PreBid_Date: string;
  /** When the bids are opened, `yyyy-MM-dd` or ''. */
  Bid_Opening_Date: string;
  /** '' while the tender runs its course; `Awarded` or `Cancelled` once staff record it. */
  Outcome: string;
  /** Date of the latest corrigendum, `yyyy-MM-dd`, or '' when there is none. */
  Corrigendum_Date: string;
}

/**
 * The list reads of SPEC section 7 by path, each with the record its list holds: whatever answers a
 * path (the API host, the msw handlers) answers a list of that record.
 */
export interface ListReads {
  '/api/getlogos': Logo;
  '/api/getservices': Service;
  '/projects': Project;
  '/api/projects': Project;
  '/Founders': Founder;
  '/get_testimonials': Testimonial;
  '/api/career_head_img': HeaderImage;
  '/Careersdata': CareerOpening;
  '/api/all_contactus_data': ContactOffice;
  '/api/contactus_head': HeaderImage;
  '/api/getaboutus': AboutRecord;
  '/api/getclients': Client;
  '/api/events': CompanyEvent;
  '/api/get_event_header': EventHeader;
  '/getGalleryData': GalleryItem;
  '/api/get_header_img': GalleryHeader;
  /** The spec does not show its fields; the seed stores `{ image }`. */
  '/api/getimg': { image: string };
  '/api/tenders/published': Tender;
}

/** Answer of every write: SPEC section 7, extended by DESIGN.md section 3. */
export interface WriteAnswer {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}
