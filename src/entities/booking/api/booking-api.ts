import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API, type BookingPlace, type Slot } from '../model/booking';

export interface DaysAnswer {
  success: boolean;
  place: BookingPlace;
  days: Array<{ day: string; free: number }>;
}
export interface SlotsAnswer {
  success: boolean;
  place: BookingPlace;
  day: string;
  slots: Slot[];
}

/**
 * The free days and slots of a place, read by the booking flow, the manage page and the staff desk's
 * move. Never kept long: they change with every booking, so they are read again whenever shown.
 */
export const bookingApi = baseApi.enhanceEndpoints({ addTagTypes: ['ConsultationSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    getConsultationDays: build.query<DaysAnswer, BookingPlace>({
      query: (place) => `${CONSULTATION_API.days}?${new URLSearchParams({ place })}`,
      keepUnusedDataFor: 0,
      providesTags: ['ConsultationSlots'],
    }),
    getConsultationSlots: build.query<SlotsAnswer, { place: BookingPlace; day: string }>({
      query: ({ place, day }) => `${CONSULTATION_API.slots}?${new URLSearchParams({ place, day })}`,
      keepUnusedDataFor: 0,
      providesTags: ['ConsultationSlots'],
    }),
  }),
});

export const { useGetConsultationDaysQuery, useGetConsultationSlotsQuery } = bookingApi;
