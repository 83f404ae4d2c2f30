import { COMPANY } from '@/shared/config/company';
import { whatsappMessage, whatsappUrl } from './whatsapp';

describe('whatsapp', () => {
  it('opens a chat with the company with the message typed', () => {
    const url = new URL(whatsappUrl('Hello & welcome'));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${COMPANY.whatsapp}`);
    expect(url.searchParams.get('text')).toBe('Hello & welcome');
  });

  it('names the page and what the visitor writes about', () => {
    expect(whatsappMessage('Projects')).toBe(`Hello ${COMPANY.name}, I am writing from the Projects page of your website.`);
    expect(whatsappMessage('Tender detail', 'tender VI/2025/014')).toContain('Tender detail page of your website about tender VI/2025/014.');
  });
});
