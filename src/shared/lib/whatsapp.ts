import { COMPANY } from '@/shared/config/company';

/** A WhatsApp chat with the company that opens with `message` already typed (wa.me's `text` parameter). */
export function whatsappUrl(message: string): string {
  return `https://wa.me/${COMPANY.whatsapp}?text=${encodeURIComponent(message)}`;
}

/** The opening line of a chat started from a page of the site, naming the page (and what it is about). */
export function whatsappMessage(pageName: string, about?: string): string {
  return `Hello ${COMPANY.name}, I am writing from the ${pageName} page of your website${about ? ` about ${about}` : ''}.`;
}
