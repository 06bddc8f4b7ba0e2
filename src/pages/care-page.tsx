// The care guide (/cuidados) and each stone's care sheet (/cuidados/<coleção>/<pedra>): one module, as the stone
// pages share their collection's, the address deciding which is drawn.
import { useLocation } from 'react-router-dom';
import { CARE_PATH, WARRANTY_PATH, WARRANTY_REGISTER_PATH } from '../../content/care-paths';
import { warrantyRegistrationLinks } from '../../content/warranty-links';
import { careGuide, stoneCareContent } from '../../content/care-guide';
import { company } from '../../content/company';
import { sealingTable } from '../../content/stone-care';
import { collectionPages } from '../../content/collections/all';
import { CareGuide } from '../sections/care/care-guide';
import type { CareStoneGroup } from '../sections/care/care-stone-index';
import type { SealingRow } from '../sections/care/care-guide';
import { StoneCareSheet } from '../sections/care/stone-care-sheet';
import { usePageHead } from '../seo/use-page-head';
import { sealingCell } from '../lib/care-advice';
import { CARE_IMAGE_SIZES, stoneCareByPath, stoneCareHead, stoneCareLine, stoneCares, type StoneCare } from '../lib/stone-care-page';
import { visitHref } from '../lib/visit-booking-query';

const groups: CareStoneGroup[] = collectionPages.map((collection) => ({
  title: collection.hero.title,
  stones: stoneCares
    .filter((care) => care.stonePage.collection.slug === collection.slug)
    .map((care) => ({
      name: care.stonePage.stone.name,
      path: care.path,
      image: care.stonePage.stone.image,
      line: stoneCareLine(care),
    })),
}));

const sealingRows: SealingRow[] = sealingTable().map((row) => ({ maxAbsorption: row.maxAbsorption, polished: sealingCell(row.polido), honed: sealingCell(row.levigado) }));

function GuidePage() {
  usePageHead({ ...careGuide.seo, canonicalPath: CARE_PATH });
  return <CareGuide content={careGuide} sealingRows={sealingRows} groups={groups} warrantyHref={WARRANTY_PATH} />;
}

function StonePage({ care }: { care: StoneCare }) {
  usePageHead({ ...stoneCareHead(care), canonicalPath: care.path });
  return (
    <StoneCareSheet
      care={care}
      content={stoneCareContent}
      company={company}
      guideHref={CARE_PATH}
      warrantyHref={WARRANTY_PATH}
      register={{ href: WARRANTY_REGISTER_PATH, text: warrantyRegistrationLinks.fromCare }}
      visitHref={visitHref({ kind: 'showroom', stones: [care.stonePage.slug] })}
      imageSizes={CARE_IMAGE_SIZES}
    />
  );
}

export default function CarePage() {
  const { pathname } = useLocation();
  const care = stoneCareByPath(pathname);
  return care ? <StonePage key={care.path} care={care} /> : <GuidePage />;
}
