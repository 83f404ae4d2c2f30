import { baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractForm, requestOf } from '@/shared/api/contract-query';
import { bookEndpoint, cancelBookingEndpoint, manageBookingRead, rescheduleBookingEndpoint, type BookedAnswer, type ManageAnswer } from '@/entities/booking';

export type { BookedAnswer, ManageAnswer };

/**
 * The visitor's consultation writes and the manage link's read (the free days and slots are the booking
 * entity's reads); every write makes the free slots be read again.
 */
const bookingFlowApi = baseApi.enhanceEndpoints({ addTagTypes: ['BookingSlots'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Multipart (the floor plan is a file). */
    createBooking: build.mutation({ ...fromContractForm(bookEndpoint), invalidatesTags: ['BookingSlots'] }),
    getBookingByToken: build.query({
      ...fromContract(manageBookingRead),
      query: (token: string) => requestOf(manageBookingRead, { params: { token } }),
      keepUnusedDataFor: 0,
    }),
    rescheduleBooking: build.mutation({
      ...fromContract(rescheduleBookingEndpoint),
      query: ({ token, start }: { token: string; start: string }) => requestOf(rescheduleBookingEndpoint, { params: { token }, body: { start } }),
      invalidatesTags: ['BookingSlots'],
    }),
    cancelBooking: build.mutation({
      ...fromContract(cancelBookingEndpoint),
      query: (token: string) => ({ ...requestOf(cancelBookingEndpoint, { params: { token } }), body: {} }),
      invalidatesTags: ['BookingSlots'],
    }),
  }),
});

export const { useCreateBookingMutation, useGetBookingByTokenQuery, useRescheduleBookingMutation, useCancelBookingMutation } = bookingFlowApi;
