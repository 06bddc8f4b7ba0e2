import type { Story, StoryDefault } from '@ladle/react';
import { brand } from '../../content/brand';
import { comparisonLabels } from '../../content/brand-comparison';
import { videoControlLabels } from '../../content/video-controls';
import { Brand } from '../../src/sections/brand/brand';
import type { CounterMode } from '../../src/sections/brand/brand-stats';

interface Props {
  counters: CounterMode;
}

export default {
  title: 'Seções / Diferenciais',
  args: { counters: 'animate' },
  argTypes: { counters: { control: { type: 'radio' }, options: ['animate', 'start', 'end'] } },
} satisfies StoryDefault<Props>;

const section = (counters: CounterMode, initialFeature: number | null = null) => (
  <Brand
    content={brand}
    comparisonLabels={comparisonLabels}
    videoLabels={videoControlLabels}
    counters={counters}
    initialFeature={initialFeature}
  />
);

/** As on the site: the counters run once when the figures are 30% on screen. */
export const Padrao: Story<Props> = ({ counters }) => section(counters);
Padrao.storyName = 'Padrão';

export const ContadoresNoInicio: Story = () => section('start');
ContadoresNoInicio.storyName = 'Contadores em zero';

export const ContadoresNoFim: Story = () => section('end');
ContadoresNoFim.storyName = 'Contadores nos valores finais';

/** From 1024 px: the panel shows the second feature's media, as while hovering its card. */
export const PainelComDestaque: Story = () => section('end', 1);
PainelComDestaque.storyName = 'Painel de vídeo com um diferencial ativo (desktop)';
PainelComDestaque.meta = { width: 'desktop' };

/** Below 1024 px: a plain list, no panel video, and the comparison rows as cards. */
export const Celular: Story = () => section('end');
Celular.storyName = 'Celular (390 px)';
Celular.meta = { width: 'mobile' };
