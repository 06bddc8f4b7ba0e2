// What the four collection pages share: the stone in the address (/granitos/branco-polar) is the one
// selected, and the head follows it. A visitor who arrives on a stone's address gets the stone page's
// layout (a shorter hero, the stone's name as the page heading) and keeps it while choosing other
// stones; one who arrives on the collection keeps the collection's, so choosing never moves the page.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { careLink, carePath } from '../../content/care-paths';
import { collectionTemplateLabels } from '../../content/collections/template-labels';
import { compareContent } from '../../content/stone-comparison';
import { company } from '../../content/company';
import { stonePath, stoneSeo } from '../../content/stone-seo';
import { stoneSlug } from '../../content/stone-slugs';
import type { CollectionPage, CollectionStone } from '../../content/types';
import { CompareAnnouncer } from '../sections/compare/compare-announcer';
import { CompareToggle } from '../sections/compare/compare-toggle';
import { CollectionTemplate } from '../sections/collection/collection-template';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { usePageHead } from '../seo/use-page-head';
import { visualizerLinks } from '../../content/visualizer-links';
import { visualizerHrefWith } from '../lib/visualizer-links';
import { SeeInRoomLink } from '../sections/visualizer/see-in-room-link';
import { CareLink } from '../sections/care/care-link';

// Every stone's panel offers "Comparar" (the comparison is built from stone pages as from the catalogue),
// "Ver no ambiente" opens the visualizer with the stone on the kitchen's surfaces and "Como cuidar" its care sheet.
const stoneActions = (collection: CollectionPage['slug']) => (stone: CollectionStone) => (
  <>
    <CompareToggle stone={stoneSlug(stone.name)} name={stone.name} labels={compareContent.control} />
    <SeeInRoomLink href={visualizerHrefWith(visualizerLinks.room, [stoneSlug(stone.name)])} label={visualizerLinks.seeInRoomLabel.replace('{stone}', stone.name)}>
      {visualizerLinks.seeInRoom}
    </SeeInRoomLink>
    <CareLink to={carePath(collection, stoneSlug(stone.name))} label={careLink.label.replace('{name}', stone.name)}>
      {careLink.text}
    </CareLink>
  </>
);

/** Index of the stone an address names, or -1 for the collection's own address. */
export function stoneIndexFor(page: CollectionPage, pathname: string): number {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return page.stones.findIndex((stone) => stonePath(page, stone) === normalized);
}

export function CollectionRoute({ page, variant }: { page: CollectionPage; variant: CollectionVariant }) {
  const { pathname } = useLocation();
  const index = stoneIndexFor(page, pathname);
  const [arrivedOnStone] = useState(index >= 0);
  const stone = index >= 0 ? page.stones[index]! : null;
  usePageHead(stone ? { ...stoneSeo(page, stone), canonicalPath: stonePath(page, stone) } : { ...page.seo, canonicalPath: page.path });
  return (
    <>
      <CollectionTemplate
        page={page}
        labels={collectionTemplateLabels}
        whatsappNumber={company.whatsapp}
        variant={variant}
        selectedIndex={Math.max(index, 0)}
        stoneHref={(item) => stonePath(page, item)}
        stoneLayout={arrivedOnStone}
        budgetStone={stone ? stoneSlug(stone.name) : undefined}
        stoneActions={stoneActions(page.slug)}
      />
      <CompareAnnouncer />
    </>
  );
}
