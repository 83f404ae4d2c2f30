import { baseApi } from '@/shared/api/base-api';
import { fromContract, requestOf } from '@/shared/api/contract-query';
import type { BookingPlace } from '../model/booking';
import { bookingDaysRead, bookingSlotsRead, type BookingDaysAnswer, type BookingSlotsAnswer } from '../model/booking.contract';

export type DaysAnswer = BookingDaysAnswer;
export type SlotsAnswer = BookingSlotsAnswer;

/**
 * The free days and slots of a place, read by the booking flow, the manage page and the staff desk's
 * move. Never kept long: they change with every booking, so they are read again whenever shown.
 */
export const bookingApi = baseApi.enhanceEndpoints({ addTagTypes: ['BookingSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getBookingDays: build.query<DaysAnswer, BookingPlace>({
      ...fromContract(bookingDaysRead),
      query: (place) => requestOf(bookingDaysRead, { query: { place } }),
      keepUnusedDataFor: 0,
      providesTags: ['BookingSlots'],
    }),
    getBookingSlots: build.query<SlotsAnswer, { place: BookingPlace; day: string }>({
      ...fromContract(bookingSlotsRead),
      query: (query) => requestOf(bookingSlotsRead, { query }),
      keepUnusedDataFor: 0,
      providesTags: ['BookingSlots'],
    }),
  }),
});

export const { useGetBookingDaysQuery, useGetBookingSlotsQuery } = bookingApi;
