import styled from '@emotion/styled';
import { action, type Story, type StoryDefault } from '@ladle/react';
import { budgetForm } from '../../content/budget-form';
import { catalogueStones } from '../../content/catalogue';
import { company } from '../../content/company';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { leadEmails } from '../../content/lead-emails';
import { withSite } from '../../mocks/site';
import { supabaseScenarios } from '../../mocks/supabase';
import { estimateAnswers } from '../../src/emails/lead-email-model';
import type { BudgetAnalytics } from '../../src/lib/analytics';
import type { BudgetFormValues } from '../../src/lib/budget-steps';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import { buildEstimateView, estimateHandoff, finishNames, leadEstimateOf } from '../../src/lib/estimate/estimate-view';
import { saveEstimateHandoff } from '../../src/lib/lead-estimate';
import { imageUrl } from '../../src/lib/media';
import { createMemoryStorage } from '../../src/lib/storage';
import type { ChatOpener } from '../../src/lib/whatsapp';
import BudgetWizard from '../../src/sections/budget-wizard/budget-wizard';
import type { WizardDeps } from '../../src/sections/budget-wizard/wizard-deps';
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

/** No stone chosen, the ultracompact surface in the collection select, at 1,2 cm: its own card and range. */
export const Ultracompacto: Story = () => workspace({ ...defaultValues('cozinha'), collection: 'ultracompacto', thickness: '1.2' });
Ultracompacto.storyName = 'Ultracompacto a 1,2 cm';

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

/** A straight counter with both ends free: each end is an edge, mitred on its own, drawn on the plan. */
export const PontasLivres: Story = () =>
  workspace({
    ...withStones(defaultValues('area-gourmet'), ['nero-marquina']),
    freeEnds: ['a.esquerda', 'a.direita'],
    edgeFinishes: { 'a.esquerda': 'meia-esquadria', 'a.direita': 'meia-esquadria' },
  });
PontasLivres.storyName = 'Pontas livres';

/** The ultracompact (sintered) surface chosen without a stone: 1,2 cm among the thicknesses. */
export const EditorSinterizado: Story = () => (
  <Section>
    <ShapeEditor content={estimateContent.editor} values={{ ...defaultValues('cozinha'), collection: 'ultracompacto', thickness: '1.2' }} errors={{}} stones={stones} thicknesses={['1.2', '2', '3']} onChange={action('onChange')} />
  </Section>
);
EditorSinterizado.storyName = 'Editor: ultracompacto';

/** A stone that is not sintered joined an estimate at 1,2 cm: back to 2 cm, and the reason beside the chips. */
export const EditorEspessuraAjustada: Story = () => (
  <Section>
    <ShapeEditor content={estimateContent.editor} values={withStones(defaultValues('cozinha'), ['branco-polar'])} errors={{}} stones={stones} thicknessNote={estimateContent.editor.thickness.fallback} onChange={action('onChange')} />
  </Section>
);
EditorEspessuraAjustada.storyName = 'Editor: espessura ajustada';

// Sending the estimate: the budget form as "Pedir orçamento com esta estimativa" opens it (the estimate waiting in
// the browser, ?estimativa=1), at its summary, under each answer of the mocked Supabase (mocks/supabase.ts).
// Press "Enviar solicitação": the insert carries the estimate below. Nothing leaves the workbench.
const sentValues: EstimateFormValues = {
  ...withStones(defaultValues('cozinha'), ['taj-mahal', 'branco-polar']),
  shape: 'ilha',
  free: { length: '220', depth: '90' },
  edgeFinishes: { 'ilha.frente': 'boleado', 'ilha.fundo': 'boleado', 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria' },
};
const sentView = buildEstimateView(sentValues, stones, estimatePrices, estimateContent);
const sentEstimate = leadEstimateOf(sentView, estimatePrices, estimateContent.editor)!;

function sendDeps(): Partial<WizardDeps> {
  const storage = createMemoryStorage();
  saveEstimateHandoff(storage, estimateHandoff(sentView, sentEstimate));
  const opener: ChatOpener = {
    openBlank: () => ({ navigate: (url) => action('WhatsApp aberto em nova aba')(url), close: () => action('aba do WhatsApp fechada')() }),
  };
  const analytics: BudgetAnalytics = {
    formStart: () => action('form_start')(),
    stepCompleted: (step) => action('form_step_completed')(step),
    lead: (lead) => action('generate_lead')(lead),
  };
  return { storage, opener, analytics, scheduleRetry: (ms) => action('nova tentativa agendada (ms)')(ms) };
}

const SendFrame = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  maxWidth: 760,
  margin: '0 auto',
  padding: `${theme.space(4)} ${theme.layout.gutter}`,
  background: theme.colors.travertine,
  minHeight: '100vh',
}));
const Attached = styled.section(({ theme }) => ({
  padding: theme.space(2.5),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  fontSize: theme.fontSizes.sm,
  '& h2': { fontFamily: theme.fonts.body, fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  '& dl': { display: 'grid', gap: theme.space(1), margin: `${theme.space(1.5)} 0 0` },
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0, whiteSpace: 'pre-line', lineHeight: 1.5 },
}));

/** The visitor's own answers; the area and the investment come from the estimate. */
const sentAnswers: BudgetFormValues = {
  name: 'Clara Estimativa',
  email: 'clara@exemplo.com.br',
  phone: '21999998888',
  role: 'proprietario',
  environmentType: 'cozinha',
  applicationType: 'bancada',
  squareMeters: '',
  timeline: '1-3-meses',
  materialPreference: 'nao-sei',
  stylePreference: 'moderno',
  hasReferences: 'sim',
  investmentRange: '',
  projectStage: 'planejamento',
  howFoundUs: 'Pela estimativa do site.',
};

const sending = () => (
  <SendFrame>
    <Attached aria-labelledby="estimativa-anexada">
      <h2 id="estimativa-anexada">Estimativa que segue com o pedido</h2>
      <dl>
        {estimateAnswers(sentEstimate, leadEmails).map((answer) => (
          <div key={answer.key}>
            <dt>{answer.label}</dt>
            <dd>{answer.value}</dd>
          </div>
        ))}
      </dl>
    </Attached>
    <BudgetWizard
      content={budgetForm}
      company={company}
      deps={sendDeps()}
      initialStep={5}
      initialValues={sentAnswers}
      prefill={{ environmentType: 'cozinha', applicationType: 'bancada', withEstimate: true }}
    />
  </SendFrame>
);


/** The estimate sent with the request: the insert answers 201, the estimate is stored with it. */
export const EnvioDaEstimativa: Story = () => sending();
EnvioDaEstimativa.storyName = 'Envio da estimativa — sucesso';
EnvioDaEstimativa.msw = withSite(supabaseScenarios.success);

/** The table refuses the insert for good (400, a CHECK): the lead goes in the chat, the estimate is not kept. */
export const EnvioDaEstimativaComErroDeInsercao: Story = () => sending();
EnvioDaEstimativaComErroDeInsercao.storyName = 'Envio da estimativa — recusado pelo servidor';
EnvioDaEstimativaComErroDeInsercao.msw = withSite(supabaseScenarios.insertError);

/** The network fails: the request, estimate included, waits in the outbox and is sent again. */
export const EnvioDaEstimativaComExcecao: Story = () => sending();
EnvioDaEstimativaComExcecao.storyName = 'Envio da estimativa — exceção (rede)';
EnvioDaEstimativaComExcecao.msw = withSite(supabaseScenarios.exception);
