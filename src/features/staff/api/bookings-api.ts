import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API } from '@/entities/booking';
import type { StaffBookingAction, BookingPlace, Slot, StaffBooking } from '@/entities/booking';

export interface StaffBookingsQuery {
  from: string;
  days: 1 | 7;
  place: BookingPlace | '';
}

export interface StaffBookingChangeAnswer {
  success: boolean;
  message: string;
  booking: StaffBooking;
}

export const floorPlanUrl = (id: number, apiUrl: string) => `${apiUrl}/api/staff/bookings/${id}/floor-plan`;

/** The bookings desk's calls: a day's or a week's bookings, the free slots to move one to, one change on the version seen. */
export const staffBookingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StaffBookings'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffBookings: build.query<StaffBooking[], StaffBookingsQuery>({
      query: ({ from, days, place }) => `${CONSULTATION_API.staffList}?${new URLSearchParams({ from, days: String(days), ...(place ? { place } : {}) })}`,
      transformResponse: (answer: { bookings: StaffBooking[] }) => answer.bookings,
      providesTags: ['StaffBookings'],
      keepUnusedDataFor: 0,
    }),
    getFreeSlotsForMove: build.query<Slot[], { place: BookingPlace; day: string }>({
      query: ({ place, day }) => `${CONSULTATION_API.slots}?${new URLSearchParams({ place, day })}`,
      transformResponse: (answer: { slots: Slot[] }) => answer.slots,
      keepUnusedDataFor: 0,
    }),
    changeStaffBooking: build.mutation<StaffBookingChangeAnswer, { id: number; action: StaffBookingAction; version: number; start?: string }>({
      query: ({ id, ...change }) => ({ url: CONSULTATION_API.staffChange(id), method: 'PATCH', body: change }),
      invalidatesTags: ['StaffBookings'],
    }),
  }),
});

export const { useGetStaffBookingsQuery, useGetFreeSlotsForMoveQuery, useChangeStaffBookingMutation } = staffBookingsApi;
