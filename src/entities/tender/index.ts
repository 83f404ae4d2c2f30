export { PUBLISHED_TENDERS_READ, TENDER_OUTCOMES, TENDER_READ, type Tender, type TenderOutcome } from './model/tender';
export {
  contentCorrigendumSchema,
  contentDocumentSchema,
  tenderContentSchema,
  tenderSchema,
  type ContentCorrigendum,
  type ContentDocument,
} from './model/tender.schema';
export {
  acceptsApplications,
  CLOSING_SOON_DAYS,
  dayIn,
  daysBetween,
  daysToDeadline,
  demoDateShift,
  DOCUMENT_TYPES,
  isIsoDay,
  isTenderOpen,
  latestCorrigendumDate,
  MAX_DOCUMENT_BYTES,
  shiftDay,
  shiftTenderDates,
  statusChangesAt,
  statusValidUntil,
  TENDER_DATE_FIELDS,
  TENDER_MESSAGES,
  TENDER_STATUSES,
  TENDER_TIME_ZONE,
  tenderStatus,
  type Corrigendum,
  type MyApplication,
  type TenderContentFile,
  type TenderDetail,
  type TenderDocument,
  type TenderStatus,
} from './model/tender-rules';
export { tenderImportSchema, type TenderImportRow } from './model/tender-import';
export { useGetPublishedTendersQuery, useGetTenderQuery } from './api/tender-api';
