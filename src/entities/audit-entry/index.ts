export {
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  AUDIT_TIME_ZONE,
  auditActorFilterName,
  auditActorLabel,
  type AuditEntryRecord,
  type AuditFilter,
  type AuditFilterInput,
  type AuditPageAnswer,
  type AuditVerifyAnswer,
} from './model/audit-entry';
export { auditActorSchema, auditEntrySchema, auditFilterSchema, auditPageAnswerSchema, auditPageSchema, auditVerifySchema } from './model/audit-entry.schema';
export { auditActorsRead, auditCsvDownload, auditPageRead, auditVerifyRead } from './model/audit-entry.contract';
