import type { BookingPlace, BudgetBand, HomeType, Room } from '../model/booking';

/**
 * Every text the booking flow and the manage page show a visitor, in English: the keys of the flow's text
 * catalogue (`i18n/booking-text.ts`, keyed by these English texts), so a screen shows `t(FLOW_COPY.x)`
 * and the Marathi translation is `i18n/booking-text.mr.ts`. A text with `{{placeholders}}` is filled by
 * `t` (`t(FLOW_COPY.stepOf, { step, total, name })`). The server's answers (slot taken, stale link) come from
 * `../model/booking-answers.ts` (the model segment, so the server reads them too); the field messages from the booking schema: the catalogue
 * translates those too.
 */

export const PLACE_OPTIONS: Array<{ value: BookingPlace; label: string; hint: string }> = [
  { value: 'nashik', label: 'Nashik office', hint: 'College Road: see samples, finishes and our designers in person.' },
  { value: 'shirdi', label: 'Shirdi office', hint: 'Nagar–Manmad Road, for homes in and around Shirdi.' },
  { value: 'video', label: 'Video call', hint: 'From wherever you are; the link comes with your confirmation.' },
  { value: 'site', label: 'Visit to your site', hint: 'A designer comes to measure and discuss on site.' },
];

export const HOME_TYPE_LABELS: Record<HomeType, string> = {
  apartment: 'Apartment / flat',
  bungalow: 'Bungalow / villa',
  'row-house': 'Row house',
  office: 'Office',
  shop: 'Shop or showroom',
};

export const BUDGET_LABELS: Record<BudgetBand, string> = {
  'under-5-lakh': 'Under ₹5 lakh',
  '5-10-lakh': '₹5–10 lakh',
  '10-20-lakh': '₹10–20 lakh',
  '20-35-lakh': '₹20–35 lakh',
  'above-35-lakh': 'Above ₹35 lakh',
  'not-sure': 'Not sure yet',
};

export const ROOM_LABELS: Record<Room, string> = {
  living: 'Living room',
  kitchen: 'Kitchen',
  'master-bedroom': 'Master bedroom',
  bedroom: 'Other bedroom',
  'kids-room': "Kids' room",
  pooja: 'Pooja room',
  bathroom: 'Bathrooms',
  'full-home': 'The whole home',
};

export const FLOW_COPY = {
  title: 'Book a free design consultation',
  intro: 'Choose where to meet and a free slot; it takes two minutes. Times are India Standard Time (IST).',
  steps: ['Where', 'When', 'Your home', 'Your details'],
  stepsLabel: 'Steps',
  stepOf: 'Step {{step}} of {{total}}: {{name}}',
  placeLegend: 'Where would you like to meet?',
  siteAddress: 'Address of the site',
  dayLegend: 'Choose a day',
  slotLegend: 'Free slots on {{day}} (IST)',
  noDays: 'No free days in the coming weeks here. Please choose another place, or call us.',
  noSlots: 'No free slots on this day. Please choose another day.',
  loadingSlots: 'Loading free slots…',
  slotsFailed: 'The free slots could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  nearestLegend: 'Nearest free slots',
  homeType: 'Type of home',
  bhk: 'Size',
  area: 'Carpet area (sq ft, optional)',
  budget: 'Budget',
  rooms: 'Rooms you want designed',
  floorPlan: 'Floor plan (optional: PDF, JPG or PNG, up to 10 MB)',
  floorPlanKept: 'Attached: {{name}}',
  floorPlanLost: 'A floor plan you attached before the page reloaded must be attached again.',
  estimate: 'Your estimate travels with the booking:',
  name: 'Your name',
  phone: 'Mobile number',
  email: 'E-mail',
  back: 'Back',
  next: 'Next',
  submit: 'Confirm booking',
  submitting: 'Booking your slot…',
  network: 'We could not reach our server. Your details are kept; please check your connection and try again.',
  summary: 'Your choice',
  chosen: 'Chosen: {{when}}',
  doneTitle: 'Your consultation is booked',
  doneWhen: 'When',
  doneWhere: 'Where',
  doneManage: 'To reschedule or cancel later, keep this private link (it is also in your e-mail):',
  doneManageLink: 'Manage your booking',
  bookAnother: 'Book another consultation',
  noScript:
    'Online booking needs JavaScript. You can book a consultation by phone on {{phone}}, or send us a WhatsApp message with the place (Nashik, Shirdi, a video call or a site visit) and a day that suits you.',
  call: 'Call {{phone}}',
  whatsapp: 'WhatsApp us',
  whatsappText: 'Hello, I would like to book a free design consultation.',
} as const;

export const MANAGE_COPY = {
  title: 'Your consultation',
  loading: 'Opening your booking…',
  failed: 'Your booking could not be loaded. Please check your connection and try again.',
  when: 'When',
  where: 'Where',
  reschedule: 'Choose a new time',
  rescheduleLegend: 'Pick a new slot',
  confirmMove: 'Move my consultation',
  cancel: 'Cancel my consultation',
  cancelConfirm: 'Yes, cancel it',
  keep: 'Keep it',
  cancelQuestion: 'Cancel this consultation? The slot is freed for someone else.',
  newLink: 'Your booking has a new private link (the old one no longer works):',
  bookNew: 'Book a consultation',
} as const;
