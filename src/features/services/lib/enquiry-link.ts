/**
 * The enquiry form on the home page, pre-filled with `message` (agreed with the forms issue:
 * the form reads `enquiryMessage` from the address; the home page scrolls to `#enquiry`).
 */
export function enquiryPath(message: string): string {
  return `/?${new URLSearchParams({ enquiryMessage: message }).toString()}#enquiry`;
}
