import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { carouselLabels } from '../../content/home';
import { carouselStones } from '../../content/stones';
import { videoControlLabels } from '../../content/video-controls';
import { Icon } from '../../src/ui/icons';
import { Section } from '../../src/ui/section';
import { Tooltip } from '../../src/ui/tooltip';
import { Row } from './story-layout';

export default { title: 'Primitivos / Dica' } satisfies StoryDefault;

const fill = (template: string, name: string) => template.replace('{name}', name);

// Icon-only controls as the site draws them: 44 px targets, a name of their own.
const Round = styled.button(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.paper,
  color: theme.colors.ink,
  '[data-theme="dark"] &': { background: 'transparent', borderColor: theme.colors.onDarkMuted, color: theme.colors.onDark },
}));

const Dot = styled.button(({ theme }) => ({
  width: 44,
  height: 44,
  border: 0,
  background: 'transparent',
  display: 'inline-grid',
  placeItems: 'center',
  '&::before': { content: '""', width: 10, height: 10, borderRadius: theme.radii.pill, background: theme.colors.sand },
  '&[aria-current="true"]::before': { background: theme.colors.bronze },
}));

const Arrows = () => (
  <Row>
    <Tooltip label={carouselLabels.previous}>
      <Round type="button" aria-label={carouselLabels.previous}>
        <Icon name="arrow-left" size={20} />
      </Round>
    </Tooltip>
    <Tooltip label={carouselLabels.next}>
      <Round type="button" aria-label={carouselLabels.next}>
        <Icon name="arrow-right" size={20} />
      </Round>
    </Tooltip>
  </Row>
);

/** Hover a control for 700 ms, or reach it with Tab: the tooltip repeats its name. */
export const Padrao: Story = () => (
  <Section>
    <Arrows />
  </Section>
);
Padrao.storyName = 'Padrão';

/** Keyboard focus shows the tooltip at once (the control is focused when the story opens); Escape hides it. */
export const AbertaPeloTeclado: Story = () => {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <Section>
      <Row>
        <Tooltip label={videoControlLabels.pause}>
          <Round ref={button} type="button" aria-label={videoControlLabels.pause}>
            <Icon name="pause" size={18} />
          </Round>
        </Tooltip>
      </Row>
    </Section>
  );
};
AbertaPeloTeclado.storyName = 'Aberta pelo teclado';

/** After one tooltip closes, the next opens without waiting for 300 ms: run the pointer along the dots. */
export const Sequencia: Story = () => (
  <Section>
    <Row>
      {carouselStones.map((stone, index) => (
        <Tooltip key={stone.name} label={fill(carouselLabels.goTo, stone.name)}>
          <Dot type="button" aria-label={fill(carouselLabels.goTo, stone.name)} aria-current={index === 0 ? 'true' : undefined} />
        </Tooltip>
      ))}
    </Row>
  </Section>
);
Sequencia.storyName = 'Sequência (atraso de passagem)';

/** Over a dark section the tooltip keeps its graphite plate and light text. */
export const EmFundoEscuro: Story = () => (
  <Section tone="dark">
    <Arrows />
  </Section>
);
EmFundoEscuro.storyName = 'Em fundo escuro';
