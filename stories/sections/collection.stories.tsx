import type { Story, StoryDefault } from '@ladle/react';
import { granitos } from '../../content/collections/granitos';
import { marmores } from '../../content/collections/marmores';
import { quartizitos } from '../../content/collections/quartizitos';
import { sinterizados } from '../../content/collections/sinterizados';
import type { CollectionPage } from '../../content/types';
import { CollectionRoute } from '../../src/pages/collection-route';
import type { CollectionVariant } from '../../src/sections/collection/collection-variant';

export default {
  title: 'Seções / Coleção',
} satisfies StoryDefault;

// The page component itself, at the address the story opens (`Story.meta.route`, written out because
// Ladle reads it from the file): the collection's own address selects its first stone; a stone's address
// opens that stone's page. The tabs and "Próxima pedra" are links within the story's router, so a story
// walks the collection as the site does.
const collection = (page: CollectionPage, variant: CollectionVariant) => {
  const CollectionStory: Story = () => <CollectionRoute page={page} variant={variant} />;
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

/** A stone's own page (/granitos/branco-polar): shorter hero, the stone's name as the page heading. */
export const PaginaDaPedra = collection(granitos, darkFull);
PaginaDaPedra.storyName = 'Página da pedra: Granito Branco Polar';
PaginaDaPedra.meta = { route: '/granitos/branco-polar' };

/** A stone's page on the light dolomitic hero. */
export const PaginaDaPedraClara = collection(sinterizados, lightFull);
PaginaDaPedraClara.storyName = 'Página da pedra: Branco Paraná (fundo claro)';
PaginaDaPedraClara.meta = { route: '/sinterizados/branco-parana' };

/** A quartzite with a rarity note: the fourth fact card spans the row. */
export const QuartzitoPatagonia = collection(quartizitos, dark);
QuartzitoPatagonia.storyName = 'Quartzito Patagonia selecionado';
QuartzitoPatagonia.meta = { route: '/quartizitos/patagonia' };

/** A marble without a badge: the panel head must not collapse. */
export const MarmoreSemSelo = collection(marmores, dark);
MarmoreSemSelo.storyName = 'Mármore sem selo (Rosso Levanto)';
MarmoreSemSelo.meta = { route: '/marmores/rosso-levanto' };

/** The last granite: the dark, extreme Titanium Black with the longest spec values. */
export const GranitoTitanium = collection(granitos, darkFull);
GranitoTitanium.storyName = 'Granito Titanium Black selecionado';
GranitoTitanium.meta = { route: '/granitos/titanium-black' };

/** A dolomitic marble that is not NATURAL: only the PREMIUM badge. */
export const DolomiticoAspen = collection(sinterizados, lightFull);
DolomiticoAspen.storyName = 'Dolomítico Aspen White selecionado';
DolomiticoAspen.meta = { route: '/sinterizados/aspen-white' };
