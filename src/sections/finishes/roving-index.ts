/**
 * Where an arrow key moves the selection in a radio group of `length` options (wrapping at both ends,
 * as the ARIA radio group pattern does); null for keys the group leaves alone.
 */
export function indexForKey(key: string, current: number, length: number): number | null {
  if (length <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % length;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}
