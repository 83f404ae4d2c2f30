export { auditCsvUrl, useGetAuditActorsQuery, useGetAuditPageQuery, useVerifyAuditQuery } from './api/audit-api';
