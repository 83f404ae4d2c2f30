import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API } from '@/entities/booking';
import type { AffectedBooking, AvailabilityEdit, DeskAvailability } from '@/entities/booking';

export type { AffectedBooking, DeskAvailability };

export interface AvailabilitySaved extends DeskAvailability {
  success: boolean;
  message: string;
  affected: AffectedBooking[];
  notes: string[];
}

/** The availability desk's calls; a save makes the free slots (the booking flow's reads) stale at once. */
export const staffAvailabilityApi = baseApi.enhanceEndpoints({ addTagTypes: ['StaffAvailability', 'ConsultationSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffAvailability: build.query<DeskAvailability, void>({
      query: () => CONSULTATION_API.staffAvailability,
      providesTags: ['StaffAvailability'],
      keepUnusedDataFor: 0,
    }),
    saveStaffAvailability: build.mutation<AvailabilitySaved, AvailabilityEdit>({
      query: (edit) => ({ url: CONSULTATION_API.staffAvailability, method: 'PATCH', body: edit }),
      invalidatesTags: ['ConsultationSlots'],
    }),
  }),
});

export const { useGetStaffAvailabilityQuery, useSaveStaffAvailabilityMutation } = staffAvailabilityApi;
