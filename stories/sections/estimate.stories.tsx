import styled from '@emotion/styled';
import { action, type Story, type StoryDefault } from '@ladle/react';
import { catalogueStones } from '../../content/catalogue';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import { buildEstimateView, finishNames } from '../../src/lib/estimate/estimate-view';
import { imageUrl } from '../../src/lib/media';
import { EstimateCard } from '../../src/sections/estimate/estimate-card';
import { EstimatePlan } from '../../src/sections/estimate/estimate-plan';
import { EstimateWorkspace } from '../../src/sections/estimate/estimate-workspace';
import { ShapeEditor } from '../../src/sections/estimate/shape-editor';
import { Section } from '../../src/ui/section';

export default { title: 'Seções / Estimativa' } satisfies StoryDefault;

const stones = catalogueStones.map((stone) => ({
  slug: stone.slug,
  name: stone.name,
  collection: stone.collection,
  material: stone.material,
  group: stone.collectionLabel,
  textureUrl: imageUrl(stone.image.src, 480, 'webp'),
}));
const longest = [...stones].sort((a, b) => b.name.length - a.name.length).slice(0, 3).map((stone) => stone.slug);
const withStones = (values: EstimateFormValues, slugs: string[]): EstimateFormValues => ({ ...values, stones: [slugs[0] ?? '', slugs[1] ?? '', slugs[2] ?? ''] });
const Narrow = styled.div({ maxWidth: 360 });

const workspace = (values: EstimateFormValues) => (
  <Section>
    <EstimateWorkspace content={estimateContent} table={estimatePrices} stones={stones} initialValues={values} onValidChange={action('onValidChange')} onSend={action('onSend')} />
  </Section>
);

/** The usual kitchen (an L of 300 + 180 cm at 60 cm, a cooktop and an undermount sink) in one stone. */
export const UmaPedra: Story = () => workspace(withStones(defaultValues('cozinha'), ['taj-mahal']));
UmaPedra.storyName = 'Uma pedra';

export const TresPedras: Story = () => workspace(withStones(defaultValues('cozinha'), ['taj-mahal', 'carrara', 'branco-polar']));
TresPedras.storyName = 'Três pedras';

/** No stone chosen: the range of a whole collection. */
export const Colecao: Story = () => workspace(defaultValues('area-gourmet'));
Colecao.storyName = 'Pela coleção';

/** The longest values: a U of 12 m runs (seams), three loose pieces, every cutout, the three longest names. */
export const ValoresMaisLongos: Story = () => {
  const values = withStones(defaultValues('cozinha'), longest);
  values.shape = 'u';
  values.runs = [{ length: '1200', depth: '150' }, { length: '900', depth: '150' }, { length: '900', depth: '150' }];
  values.extras = [{ length: '320', depth: '60' }, { length: '240', depth: '50' }, { length: '180', depth: '50' }];
  values.cutouts = { 'cuba-embutida': '2', 'cuba-sobreposta': '1', 'cuba-esculpida': '1', cooktop: '2', furo: '6' };
  values.edge = 'meia-esquadria';
  return workspace(values);
};
ValoresMaisLongos.storyName = 'Valores mais longos';

/** A depth of 5 cm and a run of 40 m: refused, each with its reason beside the field. */
export const MedidasRecusadas: Story = () => {
  const values = defaultValues('cozinha');
  values.runs = [{ length: '4000', depth: '5' }, values.runs[1], values.runs[2]];
  return workspace(values);
};
MedidasRecusadas.storyName = 'Medidas recusadas';

export const Em360px: Story = () => <Narrow>{workspace(withStones(defaultValues('cozinha'), ['calacatta-oro', 'preto-absoluto']))}</Narrow>;
Em360px.storyName = 'Em 360 px';

const view = buildEstimateView(withStones(defaultValues('cozinha'), ['taj-mahal']), stones, estimatePrices, estimateContent);

export const Planta: Story = () => (
  <Section>
    <EstimatePlan content={estimateContent.plan} editor={estimateContent.editor} sketch={view.sketch} pieces={view.pieces} slabLengthCm={view.slabLengthCm} textureUrl={stones[0]!.textureUrl} />
  </Section>
);

export const Cartao: Story = () => (
  <Section>
    <Narrow>
      <EstimateCard content={estimateContent.card} card={view.cards[0]!} finishNames={finishNames(estimateContent.editor)} thicknessCm={2} installation />
    </Narrow>
  </Section>
);
Cartao.storyName = 'Cartão da estimativa';

export const Editor: Story = () => (
  <Section>
    <ShapeEditor content={estimateContent.editor} values={defaultValues('cozinha')} errors={{}} stones={stones} onChange={action('onChange')} />
  </Section>
);
