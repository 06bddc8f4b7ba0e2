import type { Story, StoryDefault } from '@ladle/react';
import { collectionTemplateLabels } from '../../content/collection-labels';
import { granitos } from '../../content/collections/granitos';
import { marmores } from '../../content/collections/marmores';
import { quartizitos } from '../../content/collections/quartizitos';
import { sinterizados } from '../../content/collections/sinterizados';
import { company } from '../../content/company';
import type { CollectionPage } from '../../content/types';
import { CollectionTemplate } from '../../src/sections/collection/collection-template';
import type { CollectionVariant } from '../../src/sections/collection/collection-variant';

interface Props {
  initialIndex: number;
}

export default {
  title: 'Seções / Coleção',
  args: { initialIndex: 0 },
} satisfies StoryDefault<Props>;

// The same variants the pages use, so each story looks like its route.
const collection = (page: CollectionPage, variant: CollectionVariant, fixedIndex?: number) => {
  const CollectionStory: Story<Props> = ({ initialIndex }) => (
    <CollectionTemplate
      // Remount when the control changes: the index is only the starting selection.
      key={fixedIndex ?? initialIndex}
      page={page}
      labels={collectionTemplateLabels}
      whatsappNumber={company.whatsapp}
      variant={variant}
      initialIndex={fixedIndex ?? initialIndex}
    />
  );
  if (fixedIndex === undefined) {
    CollectionStory.argTypes = {
      initialIndex: { control: { type: 'range', min: 0, max: page.stones.length - 1, step: 1 } },
    };
  }
  return CollectionStory;
};

const dark: CollectionVariant = { heroTone: 'dark', heroHeight: 'tall' };
const darkFull: CollectionVariant = { heroTone: 'dark', heroHeight: 'full' };
const lightFull: CollectionVariant = { heroTone: 'light', heroHeight: 'full' };

export const Quartzitos = collection(quartizitos, dark);
Quartzitos.meta = { route: '/quartizitos' };
export const Marmores = collection(marmores, dark);
Marmores.storyName = 'Mármores';
Marmores.meta = { route: '/marmores' };
export const Granitos = collection(granitos, darkFull);
Granitos.meta = { route: '/granitos' };
export const MarmoreDolomitico = collection(sinterizados, lightFull);
MarmoreDolomitico.storyName = 'Mármore dolomítico';
MarmoreDolomitico.meta = { route: '/sinterizados' };

/** A quartzite with a rarity note: the fourth fact card spans the row. */
export const QuartzitoPatagonia = collection(quartizitos, dark, 3);
QuartzitoPatagonia.storyName = 'Quartzito Patagonia selecionado';

/** A marble without a badge: the panel head must not collapse. */
export const MarmoreSemSelo = collection(marmores, dark, 4);
MarmoreSemSelo.storyName = 'Mármore sem selo (Rosso Levanto)';

/** The last granite: the dark, extreme Titanium Black with the longest spec values. */
export const GranitoTitanium = collection(granitos, darkFull, 6);
GranitoTitanium.storyName = 'Granito Titanium Black selecionado';

/** A dolomitic marble that is not NATURAL: only the PREMIUM badge. */
export const DolomiticoAspen = collection(sinterizados, lightFull, 2);
DolomiticoAspen.storyName = 'Dolomítico Aspen White selecionado';
