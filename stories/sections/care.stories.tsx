import type { Story, StoryDefault } from '@ladle/react';
import { careGuide, stoneCareContent } from '../../content/care-guide';
import { careLink } from '../../content/care-paths';
import { company } from '../../content/company';
import { sealingTable } from '../../content/stone-care';
import { careAdvice, sealingCell } from '../../src/lib/care-advice';
import { CARE_IMAGE_SIZES, stoneCareLine, stoneCares, type StoneCare } from '../../src/lib/stone-care-page';
import { CareGuide, type SealingRow } from '../../src/sections/care/care-guide';
import { CareLink } from '../../src/sections/care/care-link';
import { CareRules } from '../../src/sections/care/care-rules';
import type { CareStoneGroup } from '../../src/sections/care/care-stone-index';
import { StoneCareSheet } from '../../src/sections/care/stone-care-sheet';

export default { title: 'Seções / Cuidados' } satisfies StoryDefault;

const careOf = (slug: string) => stoneCares.find((care) => care.stonePage.slug === slug)!;

// Two collections are enough to show the index's groups and cards.
const groups: CareStoneGroup[] = [
  { title: 'Mármores', stones: stoneCares.filter((care) => care.stonePage.collection.slug === 'marmores') },
  { title: 'Quartzitos', stones: stoneCares.filter((care) => care.stonePage.collection.slug === 'quartizitos') },
].map((group) => ({
  title: group.title,
  stones: group.stones.map((care) => ({
    name: care.stonePage.stone.name,
    path: care.path,
    image: care.stonePage.stone.image,
    line: stoneCareLine(care),
  })),
}));

const sealingRows: SealingRow[] = sealingTable().map((row) => ({ maxAbsorption: row.maxAbsorption, polished: sealingCell(row.polido), honed: sealingCell(row.levigado) }));

const sheet = (care: StoneCare) => (
  <StoneCareSheet
    care={care}
    content={stoneCareContent}
    company={company}
    guideHref="/cuidados"
    warrantyHref="/garantia"
    visitHref={`/agendar?tipo=showroom&pedras=${care.stonePage.slug}`}
    imageSizes={CARE_IMAGE_SIZES}
  />
);

export const Guia: Story = () => <CareGuide content={careGuide} sealingRows={sealingRows} groups={groups} warrantyHref="/garantia" />;
Guia.storyName = 'Guia de cuidados';
Guia.meta = { width: 'desktop', route: '/cuidados' };

/** A white calcitic marble: acids etch it, oil shows, sealed every 6 to 12 months. */
export const MarmoreCarrara: Story = () => sheet(careOf('carrara'));
MarmoreCarrara.storyName = 'Mármore Carrara';
MarmoreCarrara.meta = { width: 'desktop', route: '/cuidados/marmores/carrara' };

/** A quartzite: acids do not etch it, a knife does not scratch it. */
export const QuartzitoTajMahal: Story = () => sheet(careOf('taj-mahal'));
QuartzitoTajMahal.storyName = 'Quartzito Taj Mahal';

/** A name that covers several rocks: the sheet promises nothing about acids and asks for the tests on the slab. */
export const QuartzitoMontBlanc: Story = () => sheet(careOf('mont-blanc'));
QuartzitoMontBlanc.storyName = 'Mont Blanc: varia por lote';

/** A stone too dense for a sealer: not sealed polished, tested honed; the acetone test for dyed lots. */
export const GranitoPretoAbsoluto: Story = () => sheet(careOf('preto-absoluto'));
GranitoPretoAbsoluto.storyName = 'Preto Absoluto: não impermeabilizar';

export const Celular: Story = () => sheet(careOf('super-white'));
Celular.storyName = 'Dolomítico no celular (390 px)';
Celular.meta = { width: 'mobile' };

/** A stone whose figures are unknown: every rule says so instead of guessing. */
export const DadosDesconhecidos: Story = () => {
  const base = careOf('carrara');
  return sheet({ ...base, advice: careAdvice({ absorptionPercent: null, hardnessMohs: null, maintenance: null, mineralogy: null }) });
};
DadosDesconhecidos.storyName = 'Figuras desconhecidas';

export const Regras: Story = () => <CareRules rules={careOf('preto-absoluto').advice.rules} />;
Regras.storyName = 'Regras de um granito';

export const LinkDaPedra: Story = () => (
  <CareLink to="/cuidados/marmores/carrara" label={careLink.label.replace('{name}', 'Carrara')}>
    {careLink.text}
  </CareLink>
);
LinkDaPedra.storyName = 'Link "Como cuidar"';
