import { LEAD_TIME_ZONE } from '@/entities/lead';
import { refusalMessage, refusalStatus } from '@/shared/api/refusal';

/** A moment as the office reads it: its own day and time (Asia/Kolkata), whatever the browser's zone. */
const officeTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: LEAD_TIME_ZONE });

export const atOffice = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : officeTime.format(at);
};

/** The message of a failed read (the server's own words), or `fallback`. */
export const answerMessage = (error: unknown, fallback: string): string => refusalMessage(error) ?? fallback;

export const statusOf = refusalStatus;
