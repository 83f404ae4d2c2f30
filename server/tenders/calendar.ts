import { shiftDay } from '@/entities/tender/model/tender-rules';

/**
 * An iCalendar (RFC 5545) file with one event on a tender's bid submission deadline: at its real time (UTC)
 * when the tender has `Bid_Deadline`, else an all-day event on `Expiry_Date`.
 */

/** TEXT values escape backslash, semicolon, comma and newlines. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets: a CRLF and one space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarInput {
  tenderNo: string;
  reference: string;
  deadline: string;
  /** The deadline's instant when it has a time of day; null for an all-day deadline. */
  deadlineAt?: Date | null;
  detailUrl: string;
  /** Where the UID is unique: the site's host name. */
  host: string;
  company: string;
  now?: Date;
}

const compact = (isoDay: string) => isoDay.replace(/-/g, '');
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function deadlineCalendar(input: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(input.company)}//Tender board//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(`tender-deadline-${input.tenderNo.replace(/[^\w.-]+/g, '-')}@${input.host}`)}`,
    `DTSTAMP:${stamp(input.now ?? new Date())}`,
    ...(input.deadlineAt
      ? // A 15-minute event ending at the deadline: calendars show it at the vendor's own local time.
        [`DTSTART:${stamp(new Date(input.deadlineAt.getTime() - 15 * 60_000))}`, `DTEND:${stamp(input.deadlineAt)}`]
      : [`DTSTART;VALUE=DATE:${compact(input.deadline)}`, `DTEND;VALUE=DATE:${compact(shiftDay(input.deadline, 1))}`]),
    `SUMMARY:${text(`Bid deadline: tender ${input.tenderNo}`)}`,
    `DESCRIPTION:${text(`${input.deadlineAt ? 'Deadline' : 'Last day'} to submit your bid for tender ${input.tenderNo}: ${input.reference}\n${input.detailUrl}`)}`,
    `URL:${input.detailUrl}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(`Tender ${input.tenderNo} closes tomorrow`)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
