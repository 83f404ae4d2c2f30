/** Answer of every write: docs/spec-fields.md §7, extended by docs/spec-fields.md, "The API host beyond the specification". */
export interface WriteAnswer {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}
