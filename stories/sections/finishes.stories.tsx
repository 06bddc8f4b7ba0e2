import type { Story, StoryDefault } from '@ladle/react';
import { finishes } from '../../content/finishes';
import { finishesHeading, finishesLabels } from '../../content/home';
import type { FinishId } from '../../content/types';
import { Finishes } from '../../src/sections/finishes/finishes';

interface Props {
  initialFinish: FinishId;
}

export default {
  title: 'Seções / Acabamentos',
  args: { initialFinish: 'polido' },
  argTypes: { initialFinish: { control: { type: 'select' }, options: finishes.map((f) => f.id) } },
} satisfies StoryDefault<Props>;

/** Opens on polido as on the site; click a swatch or use the arrow keys inside the group. */
export const Padrao: Story<Props> = ({ initialFinish }) => (
  <Finishes key={initialFinish} heading={finishesHeading} finishes={finishes} labels={finishesLabels} initialFinish={initialFinish} />
);
Padrao.storyName = 'Padrão';

const selected = (id: FinishId) => {
  const Selected: Story = () => <Finishes heading={finishesHeading} finishes={finishes} labels={finishesLabels} initialFinish={id} />;
  return Selected;
};

export const Polido = selected('polido');
export const Acetinado = selected('acetinado');
export const Escovado = selected('escovado');
Escovado.storyName = 'Escovado (Leathered)';
export const Levigado = selected('levigado');
export const Jateado = selected('jateado');
export const Flameado = selected('flameado');
export const Apicoado = selected('apicoado');
export const Resinado = selected('resinado');
