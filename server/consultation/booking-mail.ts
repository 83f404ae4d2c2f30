import type { Selectable } from 'kysely';
import { COMPANY } from '../../src/shared/config/company';
import { manageBookingPath, type BookingPlace } from '@/entities/booking/model/booking';
import { formatSlot } from '@/entities/booking/model/booking-rules';
import type { BookingsTable } from '../db/migrations/013-bookings.tables';
import type { OfficeMail } from '../lib/mail/messages';
import { leadDeskLink } from '../lib/mail/messages';
import { fold, stamp, text } from '../tenders/calendar';

/**
 * A booking's e-mails: the visitor's confirmation (with an iCalendar invitation and the private manage
 * link), the office's notice, the reminder the day before, and the notice of a change (moved, cancelled).
 * The visitor's texts are in `BOOKING_MAIL_COPY`, one place, for the Marathi translation to come.
 */

export const BOOKING_MAIL_COPY = {
  confirmationSubject: (when: string) => `Your consultation is booked: ${when}`,
  reminderSubject: (when: string) => `Reminder: your consultation tomorrow, ${when}`,
  movedSubject: (when: string) => `Your consultation has moved to ${when}`,
  cancelledSubject: (when: string) => `Your consultation on ${when} is cancelled`,
  greeting: (name: string) => `Dear ${name},`,
  booked: 'Thank you for booking a free design consultation with us.',
  reminder: 'This is a reminder of your design consultation tomorrow.',
  moved: 'Your consultation has a new time.',
  cancelled: 'Your consultation has been cancelled. You are welcome to book another time on our website.',
  when: 'When',
  where: 'Where',
  manage: 'To reschedule or cancel, open your private link (please do not share it):',
  bring: 'If you have a floor plan or photos of the space, please bring them along.',
  signOff: (company: string, phone: string) => `Warm regards,\n${company}\n${phone}`,
  summary: (company: string) => `Design consultation with ${company}`,
} as const;

export const PLACE_LABELS: Record<BookingPlace, string> = {
  nashik: 'Nashik office',
  shirdi: 'Shirdi office',
  video: 'Video call',
  site: 'Visit to your site',
};

type BookingRow = Pick<Selectable<BookingsTable>, 'id' | 'place' | 'slot_start' | 'slot_end' | 'name' | 'email' | 'phone' | 'site_address' | 'video_room'> &
  Partial<Selectable<BookingsTable>>;

/** The meeting's own video address: the availability's link and the booking's room. */
export const videoUrl = (videoLink: string, room: string) => `${videoLink.replace(/\/+$/, '')}-${room}`;

/** Where the meeting is, in words: the office's address, the video link, or the visitor's site. */
export function whereOf(booking: Pick<BookingRow, 'place' | 'site_address' | 'video_room'>, videoLink: string): string {
  if (booking.place === 'video') return videoUrl(videoLink, booking.video_room);
  if (booking.place === 'site') return booking.site_address;
  const office = COMPANY.offices.find((candidate) => candidate.city.toLowerCase() === booking.place);
  return office ? `${office.label}, ${office.address}` : COMPANY.address;
}

const originOf = (publicUrl: string | null) => (publicUrl ? new URL(publicUrl).origin : '');
export const manageLink = (token: string, publicUrl: string | null) => `${originOf(publicUrl)}${manageBookingPath(token)}`;
const hostOf = (publicUrl: string | null) => (publicUrl ? new URL(publicUrl).hostname : 'localhost');
const utcStamp = (iso: string) => stamp(new Date(iso));

export interface InvitationInput {
  booking: BookingRow;
  /** How many times the booking changed (its version): calendars replace an invitation with a higher one. */
  sequence: number;
  videoLink: string;
  publicUrl: string | null;
  manageUrl: string | null;
  method: 'REQUEST' | 'CANCEL';
  now: Date;
}

/** The iCalendar invitation (RFC 5545/5546): the real time in UTC, the place, the manage link. */
export function bookingInvitation({ booking, sequence, videoLink, publicUrl, manageUrl, method, now }: InvitationInput): string {
  const where = whereOf(booking, videoLink);
  const description = [PLACE_LABELS[booking.place], where, manageUrl ? `${BOOKING_MAIL_COPY.manage} ${manageUrl}` : ''].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(COMPANY.name)}//Consultations//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@${hostOf(publicUrl)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${utcStamp(booking.slot_start)}`,
    `DTEND:${utcStamp(booking.slot_end)}`,
    `SUMMARY:${text(BOOKING_MAIL_COPY.summary(COMPANY.name))}`,
    `LOCATION:${text(where)}`,
    `DESCRIPTION:${text(description)}`,
    ...(booking.place === 'video' ? [`URL:${where}`] : []),
    `ORGANIZER;CN=${text(COMPANY.name)}:mailto:${COMPANY.email}`,
    `ATTENDEE;CN=${text(booking.name)};ROLE=REQ-PARTICIPANT:mailto:${booking.email}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    ...(method === 'REQUEST' ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(BOOKING_MAIL_COPY.summary(COMPANY.name))}`, 'TRIGGER:-PT2H', 'END:VALARM'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function visitorBody(lead: string, booking: BookingRow, videoLink: string, manageUrl: string | null): string {
  return [
    BOOKING_MAIL_COPY.greeting(booking.name),
    '',
    lead,
    '',
    `${BOOKING_MAIL_COPY.when}: ${formatSlot(booking.slot_start)}`,
    `${BOOKING_MAIL_COPY.where}: ${PLACE_LABELS[booking.place]} — ${whereOf(booking, videoLink)}`,
    '',
    ...(manageUrl ? [BOOKING_MAIL_COPY.manage, manageUrl, ''] : []),
    BOOKING_MAIL_COPY.bring,
    '',
    BOOKING_MAIL_COPY.signOff(COMPANY.name, COMPANY.phoneDisplay),
  ].join('\n');
}

export interface MailContext {
  videoLink: string;
  publicUrl: string | null;
  now: Date;
}

/** The visitor's confirmation, with the invitation and the manage link. */
export function confirmationMail(booking: BookingRow, token: string, sequence: number, context: MailContext): OfficeMail {
  const manageUrl = manageLink(token, context.publicUrl);
  return {
    kind: 'booking-confirmation',
    to: booking.email,
    replyTo: COMPANY.email,
    subject: BOOKING_MAIL_COPY.confirmationSubject(formatSlot(booking.slot_start)),
    body: visitorBody(BOOKING_MAIL_COPY.booked, booking, context.videoLink, manageUrl),
    calendar: bookingInvitation({ booking, sequence, method: 'REQUEST', manageUrl, ...context }),
  };
}

/** The visitor's reminder, queued to go the day before. */
export function reminderMail(booking: BookingRow, token: string, context: MailContext): OfficeMail {
  return {
    kind: 'booking-reminder',
    to: booking.email,
    replyTo: COMPANY.email,
    subject: BOOKING_MAIL_COPY.reminderSubject(formatSlot(booking.slot_start)),
    body: visitorBody(BOOKING_MAIL_COPY.reminder, booking, context.videoLink, manageLink(token, context.publicUrl)),
  };
}

/** The visitor told of a move (a new link and invitation) or a cancellation (the invitation withdrawn). */
export function changeMail(booking: BookingRow, change: 'moved' | 'cancelled', token: string | null, sequence: number, context: MailContext): OfficeMail {
  const manageUrl = token ? manageLink(token, context.publicUrl) : null;
  const when = formatSlot(booking.slot_start);
  return {
    kind: 'booking-change',
    to: booking.email,
    replyTo: COMPANY.email,
    subject: change === 'moved' ? BOOKING_MAIL_COPY.movedSubject(when) : BOOKING_MAIL_COPY.cancelledSubject(when),
    body: visitorBody(change === 'moved' ? BOOKING_MAIL_COPY.moved : BOOKING_MAIL_COPY.cancelled, booking, context.videoLink, manageUrl),
    calendar: bookingInvitation({ booking, sequence, method: change === 'moved' ? 'REQUEST' : 'CANCEL', manageUrl, ...context }),
  };
}

/** The office told at once: who, when, where, the home, and the lead in the desk. */
export function officeBookingMail(booking: BookingRow & Partial<Selectable<BookingsTable>>, what: 'new' | 'moved' | 'cancelled', context: MailContext): OfficeMail {
  const heading = { new: 'New consultation booking', moved: 'Consultation moved by the visitor', cancelled: 'Consultation cancelled by the visitor' }[what];
  const fields: Array<[string, string]> = [
    ['When', formatSlot(booking.slot_start)],
    ['Where', `${PLACE_LABELS[booking.place]} — ${whereOf(booking, context.videoLink)}`],
    ['Name', booking.name],
    ['Phone', booking.phone],
    ['E-mail', booking.email],
    ['Home', [booking.home_type, booking.bhk, booking.area_sqft ? `${booking.area_sqft} sq ft` : ''].filter(Boolean).join(', ')],
    ['Budget', booking.budget_band ?? ''],
    ['Rooms', booking.rooms ?? ''],
    ['Estimate', booking.estimate ?? ''],
    ['Floor plan', booking.floor_plan_name ?? '—'],
  ];
  const width = Math.max(...fields.map(([label]) => label.length));
  return {
    kind: 'booking-office',
    replyTo: booking.email,
    subject: `${heading}: ${booking.name.replace(/[\r\n]+/g, ' ').slice(0, 60)}, ${formatSlot(booking.slot_start)}`,
    body: [...fields.map(([label, value]) => `${`${label}:`.padEnd(width + 1)} ${value || '—'}`), '', `Open it in the staff desk: ${leadDeskLink('booking', booking.id, context.publicUrl)}`].join('\n'),
  };
}
