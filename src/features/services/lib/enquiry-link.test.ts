import { enquiryPath } from './enquiry-link';

describe('enquiryPath', () => {
  it('carries the message in the query string and lands on the form', () => {
    const path = enquiryPath('Estimate: ₹16.3–17.3 lakh\nServices: painting & polish');
    const url = new URL(path, 'https://example.com');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#enquiry');
    expect(url.searchParams.get('enquiryMessage')).toBe('Estimate: ₹16.3–17.3 lakh\nServices: painting & polish');
  });
});
