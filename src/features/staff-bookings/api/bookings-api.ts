import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API } from '@/entities/booking';
import type { StaffBookingAction, BookingPlace, StaffBooking } from '@/entities/booking';

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

/** The bookings desk's calls: a day's or a week's bookings, one change on the version seen (the free slots are the booking entity's read). */
export const staffBookingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StaffBookings', 'ConsultationSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffBookings: build.query<StaffBooking[], StaffBookingsQuery>({
      query: ({ from, days, place }) => `${CONSULTATION_API.staffList}?${new URLSearchParams({ from, days: String(days), ...(place ? { place } : {}) })}`,
      transformResponse: (answer: { bookings: StaffBooking[] }) => answer.bookings,
      providesTags: ['StaffBookings'],
      keepUnusedDataFor: 0,
    }),
    changeStaffBooking: build.mutation<StaffBookingChangeAnswer, { id: number; action: StaffBookingAction; version: number; start?: string }>({
      query: ({ id, ...change }) => ({ url: CONSULTATION_API.staffChange(id), method: 'PATCH', body: change }),
      invalidatesTags: ['StaffBookings', 'ConsultationSlots'],
    }),
  }),
});

export const { useGetStaffBookingsQuery, useChangeStaffBookingMutation } = staffBookingsApi;
