import { baseApi } from '@/shared/api/base-api';
import { fromContract, requestOf } from '@/shared/api/contract-query';
import { saveAvailabilityEndpoint, staffAvailabilityRead } from '@/entities/booking';
import type { AffectedBooking, AvailabilityEdit, AvailabilitySaved, DeskAvailability } from '@/entities/booking';

export type { AffectedBooking, AvailabilitySaved, DeskAvailability };

/** The availability desk's calls; a save makes the free slots (the booking flow's reads) stale at once. */
export const staffAvailabilityApi = baseApi.enhanceEndpoints({ addTagTypes: ['StaffAvailability', 'BookingSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffAvailability: build.query({ ...fromContract(staffAvailabilityRead), providesTags: ['StaffAvailability'], keepUnusedDataFor: 0 }),
    saveStaffAvailability: build.mutation({
      ...fromContract(saveAvailabilityEndpoint),
      query: (edit: AvailabilityEdit) => requestOf(saveAvailabilityEndpoint, { body: edit }),
      invalidatesTags: ['BookingSlots'],
    }),
  }),
});

export const { useGetStaffAvailabilityQuery, useSaveStaffAvailabilityMutation } = staffAvailabilityApi;
