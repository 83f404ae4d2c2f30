import { baseApi } from '@/shared/api/base-api';
import { requestOf } from '@/shared/api/contract-query';
import { pathOf } from '@/shared/contracts/endpoint';
import {
  addCorrigendumEndpoint,
  attachDocumentEndpoint,
  createTenderEndpoint,
  editTenderEndpoint,
  nameOpenersEndpoint,
  publishTenderEndpoint,
  staffTenderRead,
  staffTendersRead,
  tenderOpenersRead,
  tenderOutcomeEndpoint,
  unpublishTenderEndpoint,
} from '@/entities/tender';
import type { StaffTenderDetail, StaffTenderSummary, TenderCreatePayload, TenderEditPayload, TenderOpeners, TenderOpenersPayload, TenderOutcomeAction } from '@/entities/tender';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

/**
 * The tenders desk's calls, each from its contract (`@/entities/tender`). A tender number holds `/` (`VI/TN/2026/001`), so it
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

const api = baseApi.enhanceEndpoints({ addTagTypes: ['StaffTender'] });
const changed = (tenderNo: string) => [{ type: 'StaffTender' as const, id: 'LIST' }, { type: 'StaffTender' as const, id: tenderNo }];

export const staffTendersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaffTenders: build.query<StaffTenderSummary[], void>({
      query: () => requestOf(staffTendersRead, {}),
      transformResponse: (answer: { tenders: StaffTenderSummary[] }) => answer.tenders,
      providesTags: [{ type: 'StaffTender', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    getStaffTender: build.query<StaffTenderDetail, string>({
      query: (tenderNo) => requestOf(staffTenderRead, { params: { tenderNo } }),
      providesTags: (_result, _error, tenderNo) => [{ type: 'StaffTender', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    createStaffTender: build.mutation<TenderChangeAnswer, TenderCreatePayload>({
      query: (body) => requestOf(createTenderEndpoint, { body }),
      invalidatesTags: (answer) => (answer ? changed(answer.tenderNo) : []),
    }),
    editStaffTender: build.mutation<TenderChangeAnswer, { tenderNo: string } & TenderEditPayload>({
      query: ({ tenderNo, ...body }) => requestOf(editTenderEndpoint, { params: { tenderNo }, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    setStaffTenderPublished: build.mutation<TenderChangeAnswer, { tenderNo: string; published: boolean }>({
      // The publish button sends no body (the server reads none as `{}`).
      query: ({ tenderNo, published }) => ({ url: pathOf(published ? publishTenderEndpoint : unpublishTenderEndpoint, { tenderNo }), method: 'POST' }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    setStaffTenderOutcome: build.mutation<TenderChangeAnswer, { tenderNo: string; action: TenderOutcomeAction }>({
      query: ({ tenderNo, action }) => requestOf(tenderOutcomeEndpoint, { params: { tenderNo }, body: { action } }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    /** The named openers and every member with why they cannot be chosen; refetched with the tender. */
    getStaffTenderOpeners: build.query<TenderOpeners, string>({
      query: (tenderNo) => requestOf(tenderOpenersRead, { params: { tenderNo } }),
      transformResponse: (answer: { openers: TenderOpeners }) => answer.openers,
      providesTags: (_result, _error, tenderNo) => [{ type: 'StaffTender', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    nameStaffTenderOpeners: build.mutation<TenderChangeAnswer, { tenderNo: string } & TenderOpenersPayload>({
      query: ({ tenderNo, staffIds }) => requestOf(nameOpenersEndpoint, { params: { tenderNo }, body: { staffIds } }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    /** The multipart body of `tenderDocumentFormData`. */
    attachStaffTenderDocument: build.mutation<TenderChangeAnswer, { tenderNo: string; body: FormData }>({
      query: ({ tenderNo, body }) => ({ url: pathOf(attachDocumentEndpoint, { tenderNo }), method: attachDocumentEndpoint.method, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => changed(tenderNo),
    }),
    /** The multipart body of `tenderCorrigendumFormData`. */
    addStaffTenderCorrigendum: build.mutation<TenderChangeAnswer, { tenderNo: string; body: FormData }>({
      query: ({ tenderNo, body }) => ({ url: pathOf(addCorrigendumEndpoint, { tenderNo }), method: addCorrigendumEndpoint.method, body }),
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
