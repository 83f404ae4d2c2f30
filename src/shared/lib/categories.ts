/**
 * A record's comma-separated categories (projects, gallery photos) as whole names in lower case:
 * `"Completed, Residential"` → `['completed', 'residential']`.
 */
export function splitCategories(categories: string | null | undefined): string[] {
  return (categories ?? '')
    .split(',')
    .map((category) => category.trim().toLowerCase())
    .filter(Boolean);
}
