import type { CollectionStone } from '../types';

// Badges are derived, never typed by hand, so a flag and its badge cannot drift apart.
// One order serves every page because each page uses only its own pair of flags.
const BADGE_ORDER = [
  ['extreme', 'EXTREMO'],
  ['natural', 'NATURAL'],
  ['exclusive', 'EXCLUSIVO'],
  ['masterpiece', 'OBRA-PRIMA'],
  ['premium', 'PREMIUM'],
] as const satisfies readonly (readonly [keyof CollectionStone['flags'], string])[];

export function badgesFor(flags: CollectionStone['flags']): string[] {
  return BADGE_ORDER.filter(([flag]) => flags[flag] === true).map(([, badge]) => badge);
}

export function withBadges(stone: Omit<CollectionStone, 'badges'>): CollectionStone {
  return { ...stone, badges: badgesFor(stone.flags) };
}

/** Tab label used by the marble, granite and dolomitic pages. */
export function firstWord(name: string): string {
  return name.split(' ')[0] ?? name;
}
