export { useCancelBookingMutation, useCreateBookingMutation, useGetBookingByTokenQuery, useRescheduleBookingMutation } from './api/booking-flow-api';
export { clearBookingDraft, readBookingDraft, saveBookingDraft, type BookingDraft } from './lib/booking-draft';
export { bookingFlowMachine, type BookingDone, type FlowField, type FlowValues, type SubmitInput } from './model/booking-flow.machine';
export { SlotPicker } from './ui/slot-picker';
