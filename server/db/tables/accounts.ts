/** Tables of the accounts area. Filled in by the issue that owns this area. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}
