/**
 * Index reached by moving `delta` slides from `index` in a list of `length`, wrapping at both ends
 * (next from the last goes to the first, previous from the first goes to the last).
 */
export function nextIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}
