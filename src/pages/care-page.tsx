// The care guide (/cuidados) and each stone's care sheet (/cuidados/<coleção>/<pedra>): one module, as the stone
// pages share their collection's, the address deciding which is drawn.
import { useLocation } from 'react-router-dom';
import { CARE_PATH, WARRANTY_PATH } from '../../content/care-paths';
import { careGuide, stoneCareContent } from '../../content/care-guide';
import { company } from '../../content/company';
import { stoneCareRules } from '../../content/stone-care';
import { collectionPages } from '../../content/collections/all';
import { CareGuide } from '../sections/care/care-guide';
import type { CareStoneGroup } from '../sections/care/care-stone-index';
import { StoneCareSheet } from '../sections/care/stone-care-sheet';
import { usePageHead } from '../seo/use-page-head';
import { CARE_IMAGE_SIZES, stoneCareByPath, stoneCareHead, stoneCares, type StoneCare } from '../lib/stone-care-page';

const groups: CareStoneGroup[] = collectionPages.map((collection) => ({
  title: collection.hero.title,
  stones: stoneCares
    .filter((care) => care.stonePage.collection.slug === collection.slug)
    .map((care) => ({
      name: care.stonePage.stone.name,
      path: care.path,
      image: care.stonePage.stone.image,
      absorption: care.stonePage.stone.technical.absorcao,
      months: care.advice.sealing[0]?.months ?? null,
    })),
}));

function GuidePage() {
  usePageHead({ ...careGuide.seo, canonicalPath: CARE_PATH });
  return <CareGuide content={careGuide} sealingTiers={stoneCareRules.sealing.tiers} groups={groups} warrantyHref={WARRANTY_PATH} />;
}

function StonePage({ care }: { care: StoneCare }) {
  usePageHead({ ...stoneCareHead(care), canonicalPath: care.path });
  return (
    <StoneCareSheet care={care} content={stoneCareContent} company={company} guideHref={CARE_PATH} warrantyHref={WARRANTY_PATH} imageSizes={CARE_IMAGE_SIZES} />
  );
}

export default function CarePage() {
  const { pathname } = useLocation();
  const care = stoneCareByPath(pathname);
  return care ? <StonePage key={care.path} care={care} /> : <GuidePage />;
}
