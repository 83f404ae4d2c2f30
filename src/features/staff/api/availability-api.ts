import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API } from '@/entities/booking';
import type { Availability, AvailabilityEdit, BookingPlace } from '@/entities/booking';

/** The availability as the desk reads it: the rules, the video link, and the version to save on. */
export interface DeskAvailability {
  availability: Availability & { videoLink: string };
  version: number;
  source: 'content' | 'desk';
  editedBy: string | null;
  updatedAt: string;
}

/** A live booking the saved availability no longer has a slot for: staff move it on `/staff/bookings`. */
export interface AffectedBooking {
  id: number;
  place: BookingPlace;
  start: string;
  name: string;
  reason: 'closed' | 'outside-hours';
}

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
