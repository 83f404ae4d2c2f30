import { baseApi } from '@/shared/api/base-api';
import { CONSULTATION_API, type BookingView } from '@/entities/booking';

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
 * The visitor's consultation writes and the manage link's read (the free days and slots are the booking
 * entity's reads); every write makes the free slots be read again.
 */
const consultationApi = baseApi.enhanceEndpoints({ addTagTypes: ['ConsultationSlots'] }).injectEndpoints({
  endpoints: (build) => ({
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
  useBookConsultationMutation,
  useGetBookingByTokenQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
} = consultationApi;
