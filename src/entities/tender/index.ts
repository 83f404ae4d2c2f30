export { TENDER_OUTCOMES, type Tender, type TenderOutcome } from './model/tender';
export {
  myApplicationsRead,
  publicQuestionsRead,
  publishedTendersRead,
  tenderDetailRead,
  tenderDetailSchema,
  type PublicQuestion,
  type PublicQuestionsAnswer,
} from './model/tender-reads.contract';
export { tenderSchema } from './model/tender.schema';
export {
  acceptsApplications,
  CLOSING_SOON_DAYS,
  dayIn,
  deadlineAt,
  openingAt,
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
  type MyApplicationBid,
  type TenderContentFile,
  type TenderDetail,
  type TenderDocument,
  type TenderStatus,
} from './model/tender-rules';
export { TENDER_IMPORT_FIELDS, tenderImportSchema, type TenderImportRow } from './model/tender-import';
export { DISCOUNT_TYPES, tenderAmounts, withTenderAmounts, type TenderAmounts, type TenderFigures } from './model/tender-amounts';
export { CORRIGENDUM_MESSAGES, corrigendumInputSchema, type CorrigendumInput } from './model/tender-corrigendum';
export {
  documentFileProblem,
  TENDER_DESK_MESSAGES,
  TENDER_OUTCOME_ACTIONS,
  type StaffTenderDetail,
  type StaffTenderSummary,
  type TenderCreatePayload,
  type TenderEditPayload,
  type TenderOutcomeAction,
} from './model/tender-desk';
export { useGetPublishedTendersQuery, useGetTenderQuery } from './api/tender-api';
export {
  ANSWER_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_MESSAGES,
  questionAnswerSchema,
  questionsOpen,
  tenderQuestionSchema,
  type QuestionAnswerPayload,
  type TenderQuestionPayload,
} from './model/tender-question';
export {
  answerQuestionEndpoint,
  askQuestionEndpoint,
  staffQuestionsRead,
  type StaffQuestion,
} from './model/tender-question.contract';
export { tenderOcdsPath } from './model/tender-open-data';
export {
  addCorrigendumEndpoint,
  attachDocumentEndpoint,
  corrigendumSchema,
  createTenderEndpoint,
  editTenderEndpoint,
  nameOpenersEndpoint,
  publishTenderEndpoint,
  staffTenderDetailSchema,
  staffTenderRead,
  staffTendersRead,
  staffTenderSummarySchema,
  tenderCalendarRead,
  tenderDocumentRead,
  tenderDocumentSchema,
  tenderFeedRead,
  tenderOcdsRead,
  tenderOpenersAnswerSchema,
  tenderOpenersRead,
  tenderOutcomeEndpoint,
  unpublishTenderEndpoint,
} from './model/tender.contract';
export { isTradeCode, TRADE_CODES, TRADE_MESSAGES, tradeLabel, tradeListSchema, TRADES, type TradeCode } from './model/trades';
export { tradeText } from './i18n/trade-text';
export { useTradeLabel } from './ui/use-trade-label';
export { TradeCheckboxes, type TradeCheckboxesProps } from './ui/trade-checkboxes';
export {
  OPENER_MESSAGES,
  OPENER_ROLES,
  tenderOpenersSchema,
  tenderPublishSchema,
  type OpenerCandidate,
  type OpenerSlot,
  type TenderOpener,
  type TenderOpeners,
  type TenderOpenersPayload,
  type TenderPublishPayload,
} from './model/tender-openers';
