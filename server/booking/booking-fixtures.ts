import type { BookingPlace } from '@/entities/booking/model/booking';

/** What the booking tests share: a visitor's booking as the booking form sends it (a site visit with its address). */
export const visitorBooking = (place: BookingPlace, start: string, name: string) => ({
  place,
  start,
  ...(place === 'site' ? { siteAddress: 'Flat 4, Gangapur Road, Nashik' } : {}),
  homeType: 'apartment',
  bhk: '2 BHK',
  budgetBand: '5-10-lakh',
  rooms: ['living'],
  name,
  phone: '9822012345',
  email: `${name.split(' ')[0].toLowerCase()}@example.in`,
});
