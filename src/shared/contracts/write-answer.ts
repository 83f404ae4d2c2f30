/** Answer of every write: SPEC section 7, extended by DESIGN.md section 3. */
export interface WriteAnswer {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
}
