// One stone's care page: its address, its advice and its head, from the stone page it belongs to.
import { carePath } from '../../content/care-paths';
import { careGuide, stoneCareContent } from '../../content/care-guide';
import { acidLabels, stoneMineralogy } from '../../content/stone-care';
import { stoneFamily } from '../../content/stone-seo';
import { stonePages, type StonePage } from '../../content/stone-pages';
import { careAdvice, fillCare, sealingWords, type CareAdvice } from './care-advice';

export { fillCare };

/** A stone's care sheet shows its slab beside the title on desktop, under it on phones (stone-care-sheet.tsx). */
export const CARE_IMAGE_SIZES = '(min-width: 1024px) 480px, 100vw';

export interface StoneCare {
  stonePage: StonePage;
  /** '/cuidados/marmores/carrara'. */
  path: string;
  /** 'Mármore'. */
  family: string;
  advice: CareAdvice;
}

export function stoneCareOf(stonePage: StonePage): StoneCare {
  const { collection, stone, slug } = stonePage;
  const { figures } = stone;
  return {
    stonePage,
    path: carePath(collection.slug, slug),
    family: stoneFamily[collection.slug],
    advice: careAdvice({
      absorptionPercent: figures.absorptionPercent,
      hardnessMohs: figures.hardnessMohs,
      maintenance: figures.maintenance,
      mineralogy: stoneMineralogy[slug] ?? null,
    }),
  };
}

export const stoneCares: readonly StoneCare[] = stonePages.map(stoneCareOf);

export function stoneCareByPath(path: string): StoneCare | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return stoneCares.find((care) => care.path === normalized);
}

/** Title and description of a stone's care page: what someone searching "como limpar <pedra>" reads. Every value
 * comes from the advice, so a figure it does not know reads "não informada", never a question mark. */
export function stoneCareHead({ stonePage, family, advice }: StoneCare): { title: string; description: string } {
  const { head } = stoneCareContent;
  const values = {
    // A common noun inside a sentence: 'do mármore Carrara'.
    family: family.toLowerCase(),
    name: stonePage.stone.name,
    absorcao: advice.absorption === null ? head.absorptionUnknown : fillCare(head.absorption, { valor: advice.absorption }),
    selagem: sealingWords(advice.sealing.find((row) => row.finish === 'polido')?.interval ?? null),
    acidos: advice.acid ? acidLabels[advice.acid].toLowerCase() : head.unknown,
  };
  const title = fillCare(stoneCareContent.seoTitle, values);
  return {
    title: title.length <= 70 ? title : fillCare(stoneCareContent.seoTitle, { ...values, family: '' }).replace('  ', ' ').replace('do  ', 'do '),
    description: fillCare(stoneCareContent.seoDescription, values),
  };
}

/** The line under a stone in the guide's index: its absorption and how it is sealed, both as the head says them. */
export function stoneCareLine(care: StoneCare): string {
  const { stones: stonesIndex } = careGuide;
  const absorption = care.advice.absorption === null ? stonesIndex.absorptionUnknown : fillCare(stonesIndex.absorption, { valor: care.advice.absorption });
  return `${absorption} · ${sealingWords(care.advice.sealing[0]?.interval ?? null)}`;
}
