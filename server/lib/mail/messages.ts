import type { Selectable } from 'kysely';
import type {
  CareerApplicationsTable,
  ContactMessagesTable,
  EnquiriesTable,
  MailKind,
  SubmissionKind,
  VendorMailKind,
} from '../../db/migrations/002-submissions.tables';
import type { LeadKind } from '@/entities/lead/model/lead';
import { sitePath } from '../../../src/shared/config/site-paths';

/** One e-mail before it goes into the outbox (`enqueueMail`): to the office unless `to` names its addressee. */
export interface OutboxMail {
  kind: MailKind;
  subject: string;
  body: string;
  replyTo: string | null;
  /** A mail to a visitor (a booking's confirmation): their address; the office (`SMTP_TO`) when absent. */
  to?: string;
  /** An iCalendar invitation (`METHOD:REQUEST` or `CANCEL`) sent with it. */
  calendar?: string;
}

/** An office notification (or a visitor's copy of one, `to`): a submission's mail. */
export type OfficeMail = OutboxMail & { kind: SubmissionKind };

/** A mail to a vendor's own address (an account notice, a password reset link), never to the office. */
export type VendorMail = OutboxMail & { kind: VendorMailKind; to: string };

// A visitor's text goes into a header only as one line: no header injection, no folded subjects.
const oneLine = (text: string, max = 80) => text.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, max);
const SIMPLE_EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;
const replyAddress = (email: string) => (SIMPLE_EMAIL.test(email) && email.length <= 254 ? email : null);

/**
 * Where the office works the lead: `/staff/leads/<kind>/<id>` on `PUBLIC_URL`'s origin, or the path alone
 * when it is unset (the reader's desk is then wherever they open the site).
 */
export function leadDeskLink(kind: LeadKind, id: number, publicUrl: string | null): string {
  const origin = publicUrl ? new URL(publicUrl).origin : '';
  return `${origin}${sitePath.staffLead(kind, id)}`;
}

const deskLine = (kind: LeadKind, id: number, publicUrl: string | null) => `Open it in the staff desk: ${leadDeskLink(kind, id, publicUrl)}`;

/** A stored submission as the mails read it: its language may be absent (rows made before migration 017, tests). */
type Sent<T> = Omit<Selectable<T>, 'language'> & { language?: string };

/** The office reads which language the visitor wrote in (issue 22): 'mr' from a Marathi page. */
export const languageName = (language: string | undefined) => (language === 'mr' ? 'Marathi (मराठी), from a Marathi page' : 'English');
/** A Marathi visitor's mail says so in its subject, so the office can answer in Marathi. */
const languageTag = (language: string | undefined) => (language === 'mr' ? ' [Marathi]' : '');

function lines(fields: Array<[label: string, value: string | number]>, footer: string): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  return [...fields.map(([label, value]) => `${`${label}:`.padEnd(width + 1)} ${String(value) || '—'}`), '', footer].join('\n');
}

export function enquiryMail(row: Sent<EnquiriesTable>, publicUrl: string | null = null): OfficeMail {
  return {
    kind: 'enquiry',
    subject: `New enquiry from ${oneLine(row.name)}${languageTag(row.language)}`,
    body: lines(
      [['Name', row.name], ['Email', row.email], ['Contact Number', row.phone], ['Address', row.address], ['Message', row.message], ['Language', languageName(row.language)], ['Received', row.created_at]],
      `Sent from the enquiry form on the website (enquiry #${row.id}).\n${deskLine('enquiry', row.id, publicUrl)}`,
    ),
    replyTo: replyAddress(row.email),
  };
}

export function contactMail(row: Sent<ContactMessagesTable>, publicUrl: string | null = null): OfficeMail {
  return {
    kind: 'contact-message',
    subject: `New message from ${oneLine(row.name)}${languageTag(row.language)}`,
    body: lines(
      [['Name', row.name], ['Email', row.email], ['Phone', row.phone], ['Message', row.message], ['Language', languageName(row.language)], ['Received', row.created_at]],
      `Sent from the Contact Us form on the website (message #${row.id}).\n${deskLine('contact', row.id, publicUrl)}`,
    ),
    replyTo: replyAddress(row.email),
  };
}

export function careerMail(row: Omit<Sent<CareerApplicationsTable>, 'resume_data'>, publicUrl: string | null = null): OfficeMail {
  const fullName = [row.firstName, row.middleName, row.lastName].join(' ');
  return {
    kind: 'career-application',
    subject: `Job application: ${oneLine(row.selectedPost, 60)} – ${oneLine(fullName, 60)}${languageTag(row.language)}`,
    body: lines(
      [
        ['First Name', row.firstName],
        ['Middle Name', row.middleName],
        ['Last Name', row.lastName],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Post Applied For', row.selectedPost],
        ['Current Location', row.currentLocation],
        ['Current Employer', row.currentEmployer],
        ['Years of Experience', row.experience],
        ['Qualification', row.qualification],
        ['Resume', `${row.resume_name} (${row.resume_size} bytes, attached)`],
        ['Language', languageName(row.language)],
        ['Received', row.created_at],
      ],
      `Sent from the Careers form on the website (application #${row.id}).\n${deskLine('career', row.id, publicUrl)}`,
    ),
    replyTo: replyAddress(row.email),
  };
}

/** Where a page of the site is: on `PUBLIC_URL`'s origin, or the path alone when it is unset. */
const siteLink = (pathname: string, publicUrl: string | null) => `${publicUrl ? new URL(publicUrl).origin : ''}${pathname}`;

/**
 * To the owner of an address someone signed up with when it already has an account: the sign-up page
 * answers exactly as for a new account (so it tells a stranger nothing), and the owner learns it here.
 */
export function accountExistsMail(email: string, firstname: string, publicUrl: string | null = null): VendorMail {
  return {
    kind: 'vendor-account',
    to: email,
    replyTo: null,
    subject: 'Someone tried to sign up with your e-mail address',
    body: [
      `Hello ${oneLine(firstname, 60)},`,
      '',
      'Someone (perhaps you) tried to create a vendor account on the Vastukala Interiors website with this',
      'e-mail address. It already has an account, so nothing was created and your account is unchanged.',
      '',
      `If it was you, log in with your existing password: ${siteLink(sitePath.login(), publicUrl)}`,
      `Forgotten it? ${siteLink(sitePath.forgotPassword(), publicUrl)}`,
      'If it was not you, you need not do anything.',
    ].join('\n'),
  };
}

/** To the owner of a new vendor account: the same kind of message as `accountExistsMail`, at the same moment. */
export function accountCreatedMail(email: string, firstname: string, publicUrl: string | null = null): VendorMail {
  return {
    kind: 'vendor-account',
    to: email,
    replyTo: null,
    subject: 'Your vendor account is ready',
    body: [
      `Hello ${oneLine(firstname, 60)},`,
      '',
      'Your vendor account on the Vastukala Interiors website has been created with this e-mail address.',
      `Log in to apply for our tenders: ${siteLink(sitePath.login(), publicUrl)}`,
      '',
      'If you did not sign up, please tell us by replying to the office address on our Contact Us page.',
    ].join('\n'),
  };
}
