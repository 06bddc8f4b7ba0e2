// The budget form in every state, and the full submit against each Supabase answer (MSW).
// Nothing leaves the workbench: drafts live in memory and the WhatsApp tab is only logged.
import styled from '@emotion/styled';
import { action, type Story, type StoryDefault } from '@ladle/react';
import { budgetForm } from '../../content/budget-form';
import { company } from '../../content/company';
import { withSite } from '../../mocks/site';
import { supabaseScenarios } from '../../mocks/supabase';
import type { BudgetAnalytics } from '../../src/lib/analytics';
import type { BudgetFormValues, BudgetStep } from '../../src/lib/budget-steps';
import { createMemoryStorage } from '../../src/lib/storage';
import type { ChatOpener } from '../../src/lib/whatsapp';
import { BudgetSection } from '../../src/sections/budget-wizard/budget-section';
import BudgetWizard, { type BudgetWizardProps } from '../../src/sections/budget-wizard/budget-wizard';
import type { WizardDeps } from '../../src/sections/budget-wizard/wizard-deps';

export default {
  title: 'Orçamento / Formulário',
} satisfies StoryDefault;

const answers: BudgetFormValues = {
  name: 'Helena Vasconcellos',
  email: 'helena@estudio.example',
  phone: '21999998888',
  role: 'arquiteto',
  environmentType: 'area-gourmet',
  applicationType: 'bancada',
  squareMeters: '8 m² de bancada e 3 m lineares de frontão',
  timeline: '1-3-meses',
  materialPreference: 'quartzito',
  stylePreference: 'luxuoso',
  hasReferences: 'sim',
  investmentRange: '50k-100k',
  projectStage: 'projeto-aprovado',
  howFoundUs: 'Indicação de um colega de escritório.',
};

function storyDeps(): Partial<WizardDeps> {
  const opener: ChatOpener = {
    openBlank: () => ({ navigate: (url) => action('WhatsApp aberto em nova aba')(url), close: () => action('aba do WhatsApp fechada')() }),
  };
  const analytics: BudgetAnalytics = {
    formStart: () => action('form_start')(),
    stepCompleted: (step) => action('form_step_completed')(step),
    lead: (lead) => action('generate_lead')(lead),
  };
  return { storage: createMemoryStorage(), opener, analytics, scheduleRetry: (ms) => action('nova tentativa agendada (ms)')(ms) };
}

const Frame = styled.div(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: `${theme.space(4)} ${theme.layout.gutter}`,
  background: theme.colors.travertine,
  minHeight: '100vh',
}));

const wizard = (props: Partial<BudgetWizardProps>) => (
  <Frame>
    <BudgetWizard content={budgetForm} company={company} deps={storyDeps()} {...props} />
  </Frame>
);

const atStep = (initialStep: BudgetStep) => wizard({ initialStep, initialValues: answers });

export const Etapa1: Story = () => wizard({ initialStep: 1 });
Etapa1.storyName = 'Etapa 1 — Identificação';

export const Etapa2: Story = () => atStep(2);
Etapa2.storyName = 'Etapa 2 — Sobre o projeto';

export const Etapa3: Story = () => atStep(3);
Etapa3.storyName = 'Etapa 3 — Preferências e estilo';

export const Etapa4: Story = () => atStep(4);
Etapa4.storyName = 'Etapa 4 — Investimento e urgência';

export const Etapa5: Story = () => atStep(5);
Etapa5.storyName = 'Etapa 5 — Resumo';

/** As after pressing Continuar with nothing filled in. */
export const ErrosDeValidacao: Story = () => wizard({ initialStep: 1, initialValues: { name: 'A', email: 'helena@' }, showErrors: true });
ErrosDeValidacao.storyName = 'Erros de validação';

export const ErrosDeValidacaoEtapa2: Story = () => wizard({ initialStep: 2, initialValues: {}, showErrors: true });
ErrosDeValidacaoEtapa2.storyName = 'Erros de validação (etapa 2)';

export const Processando: Story = () => wizard({ initialStep: 5, initialValues: answers, initialStatus: 'processing' });

export const Sucesso: Story = () => wizard({ initialStep: 5, initialValues: answers, initialStatus: 'submitted' });
Sucesso.storyName = 'Solicitação enviada';

/** The browser blocked the new tab: the card explains and offers the chat link. */
export const SucessoSemNovaAba: Story = () =>
  wizard({ initialStep: 5, initialValues: answers, initialStatus: 'submitted', initialResult: { chatOpened: false } });
SucessoSemNovaAba.storyName = 'Solicitação enviada (nova aba bloqueada)';

/** Press "Enviar solicitação": the insert answers 201. */
export const EnvioComSucesso: Story = () => atStep(5);
EnvioComSucesso.storyName = 'Envio — sucesso';
EnvioComSucesso.msw = withSite(supabaseScenarios.success);

/** The insert is refused for good (400 CHECK violation; also 401, 404): logged, the lead goes in the chat with name and phone, success shown. */
export const EnvioComErroDeInsercao: Story = () => atStep(5);
EnvioComErroDeInsercao.storyName = 'Envio — recusado pelo servidor';
EnvioComErroDeInsercao.msw = withSite(supabaseScenarios.insertError);

/** The network fails: fallback chat with name and phone, "Redirecionando...", the request waits in the outbox. */
export const EnvioComExcecao: Story = () => atStep(5);
EnvioComExcecao.storyName = 'Envio — exceção (rede)';
EnvioComExcecao.msw = withSite(supabaseScenarios.exception);

/** Too many requests from this contact (429, the table's abuse limit): the summary stays, with a notice and a chat link. */
export const EnvioComErroDeLimite: Story = () => atStep(5);
EnvioComErroDeLimite.storyName = 'Envio — muitas solicitações (429)';
EnvioComErroDeLimite.msw = withSite(supabaseScenarios.tooMany);

/** What the visitor sees after a 429: the notice under the summary, every answer kept. */
export const AvisoDeMuitasSolicitacoes: Story = () => wizard({ initialStep: 5, initialValues: answers, initialLimited: true });
AvisoDeMuitasSolicitacoes.storyName = 'Aviso — muitas solicitações';

/** The insert takes 3 s: the processing state stays on screen. */
export const EnvioLento: Story = () => atStep(5);
EnvioLento.storyName = 'Envio — resposta lenta';
EnvioLento.msw = withSite(supabaseScenarios.slow);

/** The whole section as on the home page; the wizard loads when it nears the screen. */
export const Secao: Story = () => <BudgetSection deps={storyDeps()} />;
Secao.storyName = 'Seção completa';
Secao.msw = withSite(supabaseScenarios.success);

/** What the prerendered page shows before the wizard's code arrives. */
export const SecaoAntesDoCarregamento: Story = () => <BudgetSection deps={storyDeps()} loadWizard={() => new Promise(() => undefined)} />;
SecaoAntesDoCarregamento.storyName = 'Seção antes do carregamento (HTML pré-renderizado)';
