import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API, type BookingPlace, type BookingView, type Slot } from '@/entities/booking';

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
export interface BookedAnswer {
  success: boolean;
  message: string;
  booking: BookingView;
  manageToken: string;
}
export interface ManageAnswer {
  success: boolean;
  booking: BookingView;
}
export interface CancelledAnswer {
  success: boolean;
  message: string;
  booking: BookingView;
}

/**
 * The visitor's consultation calls. The free days and slots are never kept long: they change with every
 * booking, so they are read again whenever the flow shows them (and after a slot was taken).
 */
const consultationApi = baseApi.enhanceEndpoints({ addTagTypes: ['ConsultationSlots'] }).injectEndpoints({
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
    /** Multipart (the floor plan is a file): the browser sets the content type and its boundary. */
    bookConsultation: build.mutation<BookedAnswer, FormData>({
      query: (body) => ({ url: CONSULTATION_API.book, method: 'POST', body }),
      invalidatesTags: ['ConsultationSlots'],
    }),
    getBookingByToken: build.query<ManageAnswer, string>({
      query: (token) => CONSULTATION_API.manage(token),
      keepUnusedDataFor: 0,
    }),
    rescheduleBooking: build.mutation<BookedAnswer, { token: string; start: string }>({
      query: ({ token, start }) => ({ url: CONSULTATION_API.reschedule(token), method: 'POST', body: { start } }),
      invalidatesTags: ['ConsultationSlots'],
    }),
    cancelBooking: build.mutation<CancelledAnswer, string>({
      query: (token) => ({ url: CONSULTATION_API.cancel(token), method: 'POST', body: {} }),
      invalidatesTags: ['ConsultationSlots'],
    }),
  }),
});

export const {
  useGetConsultationDaysQuery,
  useGetConsultationSlotsQuery,
  useBookConsultationMutation,
  useGetBookingByTokenQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
} = consultationApi;
