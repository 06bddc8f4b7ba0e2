import { technicalSpecs } from '../stone-figures';
import type { CollectionStone } from '../types';

// Badges and the technical card's strings are derived, never typed by hand, so a flag and its badge, or a
// figure and its display string, cannot drift apart.
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

/** A collection's stone with its badges and technical strings derived from its flags and figures. */
export function collectionStone(stone: Omit<CollectionStone, 'badges' | 'technical'>): CollectionStone {
  return { ...stone, badges: badgesFor(stone.flags), technical: technicalSpecs(stone.figures) };
}

/** Tab label used by the marble, granite and dolomitic pages. */
export function firstWord(name: string): string {
  return name.split(' ')[0] ?? name;
}
