import type { Exporter } from './types';
import { enquiriesExporter } from './enquiries';
import { contactMessagesExporter } from './contact-messages';
import { careerApplicationsExporter } from './career-applications';
import { vendorsExporter } from './vendors';
import { accountsExporter } from './accounts';
import { bookingsExporter } from './bookings';

/** Every kind `npm run export -- <kind>` knows. One line per kind. */
export const exporters: Record<string, Exporter> = {
  enquiries: enquiriesExporter,
  'contact-messages': contactMessagesExporter,
  'career-applications': careerApplicationsExporter,
  vendors: vendorsExporter,
  accounts: accountsExporter,
  bookings: bookingsExporter,
};

export type { Exporter, ExportFile, ExportQuery, ExportRow } from './types';
export { defineExporter, PAGE_SIZE } from './types';
