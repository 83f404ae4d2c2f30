export { auditCsvUrl, useGetAuditPageQuery, useVerifyAuditQuery } from './api/audit-api';
