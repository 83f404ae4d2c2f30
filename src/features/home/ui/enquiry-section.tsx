// Skeleton: the enquiry form block is built by the forms issue.
export function EnquirySection() {
  return null;
}
