import type { Story, StoryDefault } from '@ladle/react';
import { whatsAppNewTabHint } from '../../content/collections/template-labels';
import { collectionLabels } from '../../content/collections/stone-labels';
import { granitos } from '../../content/collections/granitos';
import { company } from '../../content/company';
import { event } from '../../content/event';
import { hero } from '../../content/home';
import { headerContent } from '../../content/layout';
import { buildWhatsAppUrl } from '../../src/lib/whatsapp';
import { Button, ButtonLink, ButtonRouterLink, type ButtonVariant } from '../../src/ui/button';
import { Section } from '../../src/ui/section';
import { VisuallyHidden } from '../../src/ui/visually-hidden';
import { Row } from './story-layout';

export default { title: 'Primitivos / Botão' } satisfies StoryDefault;

const whatsAppHref = buildWhatsAppUrl(company.whatsapp, event.cta.message);

export const Primario: Story = () => (
  <Section>
    <Button variant="primary">{hero.cta}</Button>
  </Section>
);
Primario.storyName = 'Primário';

export const Secundario: Story = () => (
  <Section>
    <Button variant="secondary">{granitos.cta.secondaryLabel}</Button>
  </Section>
);
Secundario.storyName = 'Secundário';

export const Fantasma: Story = () => (
  <Section>
    <Button variant="ghost">{collectionLabels.back}</Button>
  </Section>
);

export const SobreFundoEscuro: Story = () => (
  <Section tone="dark">
    <Button variant="onDark">{event.cta.label}</Button>
  </Section>
);
SobreFundoEscuro.storyName = 'Sobre fundo escuro';

/** WhatsApp calls to action are links that open a new tab, announced to screen readers. */
export const WhatsApp: Story = () => (
  <Section>
    <ButtonLink variant="whatsapp" href={whatsAppHref} target="_blank" rel="noopener noreferrer">
      {event.cta.label}
      <VisuallyHidden> {whatsAppNewTabHint}</VisuallyHidden>
    </ButtonLink>
  </Section>
);
WhatsApp.storyName = 'Whatsapp';

export const Tamanhos: Story = () => (
  <Section>
    <Row>
      <Button size="md">{headerContent.cta}</Button>
      <Button size="lg">{hero.cta}</Button>
    </Row>
  </Section>
);

export const LarguraTotal: Story = () => (
  <Section>
    <Button block size="lg">
      {hero.cta}
    </Button>
  </Section>
);
LarguraTotal.storyName = 'Largura total';

const lightVariants: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'whatsapp'];

export const Desativados: Story = () => (
  <>
    <Section>
      <Row>
        {lightVariants.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {hero.cta}
          </Button>
        ))}
      </Row>
    </Section>
    <Section tone="dark">
      <Button variant="onDark" disabled>
        {event.cta.label}
      </Button>
    </Section>
  </>
);

/** Internal navigation goes through the router, so the site never reloads between pages. */
export const LinkInterno: Story = () => (
  <Section>
    <Row>
      {headerContent.links.map((link) => (
        <ButtonRouterLink key={link.href} to={link.href} variant="secondary">
          {link.label}
        </ButtonRouterLink>
      ))}
    </Row>
  </Section>
);
LinkInterno.storyName = 'Link interno';

interface PlaygroundProps {
  label: string;
  variant: ButtonVariant;
  size: 'md' | 'lg';
  block: boolean;
  disabled: boolean;
}

export const Controles: Story<PlaygroundProps> = ({ label, variant, size, block, disabled }) => (
  <Section tone={variant === 'onDark' ? 'dark' : 'light'}>
    <Button variant={variant} size={size} block={block} disabled={disabled}>
      {label}
    </Button>
  </Section>
);
Controles.args = { label: hero.cta, size: 'md', block: false, disabled: false };
Controles.argTypes = {
  variant: {
    options: ['primary', 'secondary', 'ghost', 'onDark', 'whatsapp'],
    control: { type: 'radio' },
    defaultValue: 'primary',
  },
  size: { options: ['md', 'lg'], control: { type: 'inline-radio' } },
};
