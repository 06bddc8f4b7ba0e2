import { action, type Story, type StoryDefault } from '@ladle/react';
import { granitos } from '../../content/collections/granitos';
import { budgetHeading, hero } from '../../content/home';
import { headerContent } from '../../content/layout';
import { BUDGET_FORM_ID } from '../../src/lib/budget-anchor';
import { BudgetLink } from '../../src/ui/budget-link';
import { Section } from '../../src/ui/section';
import { SectionHeading } from '../../src/ui/section-heading';
import { Row } from './story-layout';

export default { title: 'Primitivos / Link para o orçamento' } satisfies StoryDefault;

/** Away from the home page the link leads to `/#budget`; the home page scrolls to the form on load. */
export const ForaDaPaginaInicial: Story = () => (
  <Section>
    <Row>
      <BudgetLink onNavigate={action('onNavigate')}>{granitos.cta.primaryLabel}</BudgetLink>
      <BudgetLink variant="secondary" onNavigate={action('onNavigate')}>
        {headerContent.cta}
      </BudgetLink>
    </Row>
  </Section>
);
ForaDaPaginaInicial.storyName = 'Fora da página inicial';
ForaDaPaginaInicial.meta = { route: '/granitos' };

/** With the form on the page, the link scrolls to it instead of navigating. */
export const ComOFormularioNaPagina: Story = () => (
  <>
    <Section tone="dark">
      <BudgetLink variant="onDark" size="lg" onNavigate={action('onNavigate')}>
        {hero.cta}
      </BudgetLink>
    </Section>
    <Section id={BUDGET_FORM_ID} tone="paper" labelledBy="orcamento-titulo">
      <SectionHeading id="orcamento-titulo" eyebrow={budgetHeading.eyebrow} title={budgetHeading.title} lead={budgetHeading.lead} />
    </Section>
  </>
);
ComOFormularioNaPagina.storyName = 'Com o formulário na página';

export const LarguraTotal: Story = () => (
  <Section>
    <BudgetLink block size="lg" onNavigate={action('onNavigate')}>
      {hero.cta}
    </BudgetLink>
  </Section>
);
LarguraTotal.storyName = 'Largura total';
