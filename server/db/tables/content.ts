/** Tables of the content area. Filled in by the issue that owns this area. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
