/** The photo `delta` places away from `index`, wrapping round both ends of a list of `count`. */
export function stepPhoto(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
