/** Presentation choices that differ between the four collection pages (content stays in `content/`). */
export interface CollectionVariant {
  /** 'light' suits the white dolomitic marbles: dark text on a bone scrim instead of the reverse. */
  heroTone: 'dark' | 'light';
  /** 'full' fills the first screen; 'tall' leaves the top of the stone details in view. */
  heroHeight: 'full' | 'tall';
}

export const defaultCollectionVariant: CollectionVariant = Object.freeze({ heroTone: 'dark', heroHeight: 'tall' });
