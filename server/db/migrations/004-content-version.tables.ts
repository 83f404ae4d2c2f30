/** The one-row content version (migration 004): bumped by every change to published content. */
export interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: string;
}

export interface ContentVersionTables {
  content_version: ContentVersionTable;
}
