export { useGetStaffAvailabilityQuery, useSaveStaffAvailabilityMutation } from './api/availability-api';
export type { AvailabilitySaved, DeskAvailability } from './api/availability-api';
export { floorPlanUrl, useChangeStaffBookingMutation, useGetStaffBookingsQuery } from './api/bookings-api';
export { availabilityFormMachine } from './model/availability-form.machine';
