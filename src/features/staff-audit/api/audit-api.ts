import { baseApi } from '@/shared/api/base-api';
import { API_URL } from '@/shared/config/env';
import { pathOf } from '@/shared/contracts/endpoint';
import { fromContract, fromContractAs } from '@/shared/api/contract-query';
import { auditActorsRead, auditCsvDownload, auditPageRead, auditVerifyRead, type AuditFilter, type AuditPageAnswer, type AuditVerifyAnswer } from '@/entities/audit-entry';

/** The filter as a query string's fields, empty ones left out (the route reads only what is there). */
export function auditQuery(filter: AuditFilter, extra: Record<string, string | number | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | number | undefined> = { ...filter, ...extra };
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** The export's address for a plain link: the browser downloads the CSV itself, streamed. */
export const auditCsvUrl = (filter: AuditFilter) => {
  const query = new URLSearchParams(auditQuery(filter)).toString();
  return `${API_URL}${pathOf(auditCsvDownload)}${query ? `?${query}` : ''}`;
};

/**
 * The audit log for admins (`/api/staff/audit…`). Every page is its own cache entry, keyed by filter
 * and `before`, so "Load more" adds a page without refetching the ones shown; a change made from the
 * desk (the team screen) invalidates them all.
 */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditPage: build.query<AuditPageAnswer, { filter: AuditFilter; before?: number }>({
      ...fromContract(auditPageRead),
      // The filter's empty fields are left out of the query string (the route reads only what is there).
      query: ({ filter, before }) => ({ url: pathOf(auditPageRead), params: auditQuery(filter, { before }) }),
      providesTags: ['AuditLog'],
      keepUnusedDataFor: 0,
    }),
    verifyAudit: build.query<AuditVerifyAnswer, void>({
      ...fromContract(auditVerifyRead),
      providesTags: ['AuditLog'],
      keepUnusedDataFor: 0,
    }),
    /** Everyone the log names: the "Who" filter's suggestions. */
    getAuditActors: build.query({ ...fromContractAs(auditActorsRead, (answer) => answer.actors), providesTags: ['AuditLog'], keepUnusedDataFor: 0 }),
  }),
});

export const { useGetAuditActorsQuery, useGetAuditPageQuery, useVerifyAuditQuery } = auditApi;
