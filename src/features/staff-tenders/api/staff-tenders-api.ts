import { baseApi } from '@/shared/api/base-api';
import type { StaffTenderDetail, StaffTenderSummary, TenderCreatePayload, TenderEditPayload, TenderOpeners, TenderOpenersPayload, TenderOutcomeAction } from '@/entities/tender';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

/**
 * The tenders desk's calls (`/api/staff/tenders…`). A tender number holds `/` (`VI/TN/2026/001`), so it
 * travels as one encoded path segment. Every change refetches the list and that tender: the desk shows
 * what the server now holds, never a guess.
 */

/** A change's answer: the sentence and the tender it concerned. */
export interface TenderChangeAnswer extends WriteAnswer {
  tenderNo: string;
}

/** A document to attach: the title (empty: the file's name) and the file. */
export interface TenderDocumentUpload {
  title: string;
  file: File;
}

/** A corrigendum: its text, an optional new deadline (`yyyy-MM-dd` or ''), an optional file. */
export interface TenderCorrigendumUpload {
  text: string;
  newDeadline: string;
  newOpening: string;
  file: File | null;
}

/** The multipart body `POST …/documents` reads: the title, then the file as `file`. */
export function tenderDocumentFormData({ title, file }: TenderDocumentUpload): FormData {
  const body = new FormData();
  body.append('title', title.trim());
  body.append('file', file, file.name);
  return body;
}

/** The multipart body `POST …/corrigenda` reads: the text, the new deadline ('' for none), the file when there is one. */
export function tenderCorrigendumFormData({ text, newDeadline, newOpening, file }: TenderCorrigendumUpload): FormData {
  const body = new FormData();
  body.append('text', text.trim());
  body.append('newDeadline', newDeadline);
  body.append('newOpening', newOpening);
  if (file) body.append('file', file, file.name);
  return body;
}

const tenderPath = (tenderNo: string, rest = '') => `/api/staff/tenders/${encodeURIComponent(tenderNo)}${rest}`;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['StaffTender'] });
const changed = (tenderNo: string) => [{ type: 'StaffTender' as const, id: 'LIST' }, { type: 'StaffTender' as const, id: tenderNo }];

export const staffTendersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaffTenders: build.query<StaffTenderSummary[], void>({
      query: () => '/api/staff/tenders',
      transformResponse: (answer: { tenders: StaffTenderSummary[] }) => answer.tenders,
      providesTags: [{ type: 'StaffTender', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    getStaffTender: build.query<StaffTenderDetail, string>({
      query: (tenderNo) => tenderPath(tenderNo),
      providesTags: (_result, _error, tenderNo) => [{ type: 'StaffTender', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    createStaffTender: build.mutation<TenderChangeAnswer, TenderCreatePayload>({
      query: (body) => ({ url: '/api/staff/tenders', method: 'POST', body }),
      invalidatesTags: (answer) => (answer ? changed(answer.tenderNo) : []),
    }),
    editStaffTender: build.mutation<TenderChangeAnswer, { tenderNo: string } & TenderEditPayload>({
      query: ({ tenderNo, ...body }) => ({ url: tenderPath(tenderNo), method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    setStaffTenderPublished: build.mutation<TenderChangeAnswer, { tenderNo: string; published: boolean }>({
      query: ({ tenderNo, published }) => ({ url: tenderPath(tenderNo, published ? '/publish' : '/unpublish'), method: 'POST' }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    setStaffTenderOutcome: build.mutation<TenderChangeAnswer, { tenderNo: string; action: TenderOutcomeAction }>({
      query: ({ tenderNo, action }) => ({ url: tenderPath(tenderNo, '/outcome'), method: 'POST', body: { action } }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    /** The named openers and every member with why they cannot be chosen; refetched with the tender. */
    getStaffTenderOpeners: build.query<TenderOpeners, string>({
      query: (tenderNo) => tenderPath(tenderNo, '/openers'),
      transformResponse: (answer: { openers: TenderOpeners }) => answer.openers,
      providesTags: (_result, _error, tenderNo) => [{ type: 'StaffTender', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    nameStaffTenderOpeners: build.mutation<TenderChangeAnswer, { tenderNo: string } & TenderOpenersPayload>({
      query: ({ tenderNo, staffIds }) => ({ url: tenderPath(tenderNo, '/openers'), method: 'PUT', body: { staffIds } }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    /** The multipart body of `tenderDocumentFormData`. */
    attachStaffTenderDocument: build.mutation<TenderChangeAnswer, { tenderNo: string; body: FormData }>({
      query: ({ tenderNo, body }) => ({ url: tenderPath(tenderNo, '/documents'), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    /** The multipart body of `tenderCorrigendumFormData`. */
    addStaffTenderCorrigendum: build.mutation<TenderChangeAnswer, { tenderNo: string; body: FormData }>({
      query: ({ tenderNo, body }) => ({ url: tenderPath(tenderNo, '/corrigenda'), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
  }),
});

export const {
  useListStaffTendersQuery,
  useGetStaffTenderQuery,
  useCreateStaffTenderMutation,
  useEditStaffTenderMutation,
  useSetStaffTenderPublishedMutation,
  useSetStaffTenderOutcomeMutation,
  useAttachStaffTenderDocumentMutation,
  useAddStaffTenderCorrigendumMutation,
  useGetStaffTenderOpenersQuery,
  useNameStaffTenderOpenersMutation,
} = staffTendersApi;
