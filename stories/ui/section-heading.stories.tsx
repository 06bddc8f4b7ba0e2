import type { Story, StoryDefault } from '@ladle/react';
import { processHeading } from '../../content/home';
import { Section, type SectionTone } from '../../src/ui/section';
import { SectionHeading } from '../../src/ui/section-heading';

export default { title: 'Primitivos / Título de seção' } satisfies StoryDefault;

interface Props {
  align: 'start' | 'center';
  tone: SectionTone;
  withEyebrow: boolean;
  withLead: boolean;
}

const Heading = ({ align, tone, withEyebrow, withLead }: Props) => (
  <Section tone={tone} labelledBy="titulo-exemplo">
    <SectionHeading
      id="titulo-exemplo"
      align={align}
      eyebrow={withEyebrow ? processHeading.eyebrow : undefined}
      title={processHeading.title}
      lead={withLead ? processHeading.lead : undefined}
    />
  </Section>
);

export const Completo: Story = () => <Heading align="start" tone="light" withEyebrow withLead />;

export const Centralizado: Story = () => <Heading align="center" tone="paper" withEyebrow withLead />;

export const SoTitulo: Story = () => <Heading align="start" tone="light" withEyebrow={false} withLead={false} />;
SoTitulo.storyName = 'Só o título';

export const SobreFundoEscuro: Story = () => <Heading align="center" tone="dark" withEyebrow withLead />;
SobreFundoEscuro.storyName = 'Sobre fundo escuro';

export const Controles: Story<Props> = (props) => <Heading {...props} />;
Controles.args = { align: 'start', withEyebrow: true, withLead: true };
Controles.argTypes = {
  align: { options: ['start', 'center'], control: { type: 'inline-radio' } },
  tone: { options: ['light', 'paper', 'sand', 'dark'], control: { type: 'inline-radio' }, defaultValue: 'light' },
};
