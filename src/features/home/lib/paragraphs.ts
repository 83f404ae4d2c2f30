/** Splits a text from the API host into paragraphs at blank lines (or single line breaks). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
