// One stone's care page: its address, its advice and its head, from the stone page it belongs to.
import { carePath } from '../../content/care-paths';
import { stoneCareContent } from '../../content/care-guide';
import { acidLabels, stoneMineralogy } from '../../content/stone-care';
import { formatAbsorption } from '../../content/stone-figures';
import { stoneFamily } from '../../content/stone-seo';
import { stonePages, type StonePage } from '../../content/stone-pages';
import { careAdvice, type CareAdvice } from './care-advice';

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

/** {name} and friends, filled. */
export function fillCare(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
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

/** Title and description of a stone's care page: what someone searching "como limpar <pedra>" reads. */
export function stoneCareHead({ stonePage, family, advice }: StoneCare): { title: string; description: string } {
  const polished = advice.sealing.find((row) => row.finish === 'polido')?.months;
  const values = {
    family,
    name: stonePage.stone.name,
    absorcao: formatAbsorption(stonePage.stone.figures.absorptionPercent),
    meses: polished === null || polished === undefined ? '?' : String(polished),
    acidos: advice.acid ? acidLabels[advice.acid].toLowerCase() : 'não informada',
  };
  const title = fillCare(stoneCareContent.seoTitle, values);
  return {
    title: title.length <= 70 ? title : fillCare(stoneCareContent.seoTitle, { ...values, family: '' }).replace('  ', ' ').replace('do  ', 'do '),
    description: fillCare(stoneCareContent.seoDescription, values),
  };
}
