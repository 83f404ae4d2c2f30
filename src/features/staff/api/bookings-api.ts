import { baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractAs, requestOf } from '@/shared/api/contract-query';
import { pathOf } from '@/shared/contracts/endpoint';
import { floorPlanDownload, staffBookingChangeEndpoint, staffBookingsRead } from '@/entities/booking';
import type { StaffBookingAction, BookingPlace } from '@/entities/booking';

export interface StaffBookingsQuery {
  from: string;
  days: 1 | 7;
  place: BookingPlace | '';
}

/** The floor plan's download address (a link, not a fetch). */
export const floorPlanUrl = (id: number, apiUrl: string) => `${apiUrl}${pathOf(floorPlanDownload, { id })}`;

/** The bookings desk's calls: a day's or a week's bookings, one change on the version seen (the free slots are the booking entity's read). */
export const staffBookingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StaffBookings', 'BookingSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffBookings: build.query({
      ...fromContractAs(staffBookingsRead, (answer) => answer.bookings),
      query: ({ from, days, place }: StaffBookingsQuery) => requestOf(staffBookingsRead, { query: { from, days: String(days), ...(place ? { place } : {}) } }),
      providesTags: ['StaffBookings'],
      keepUnusedDataFor: 0,
    }),
    changeStaffBooking: build.mutation({
      ...fromContract(staffBookingChangeEndpoint),
      query: ({ id, ...change }: { id: number; action: StaffBookingAction; version: number; start?: string }) =>
        requestOf(staffBookingChangeEndpoint, { params: { id }, body: change }),
      invalidatesTags: ['StaffBookings', 'BookingSlots'],
    }),
  }),
});

export const { useGetStaffBookingsQuery, useChangeStaffBookingMutation } = staffBookingsApi;
