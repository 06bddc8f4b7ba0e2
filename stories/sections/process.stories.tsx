import type { Story, StoryDefault } from '@ladle/react';
import { processHeading, processLabels } from '../../content/home';
import { processSteps } from '../../content/process-steps';
import type { ProcessStep } from '../../content/types';
import { Process } from '../../src/sections/process/process';

interface Props {
  initialOpenStep: ProcessStep['id'] | 0;
}

export default {
  title: 'Seções / Processo',
  args: { initialOpenStep: 0 },
  argTypes: { initialOpenStep: { control: { type: 'select' }, options: [0, 1, 2, 3, 4, 5, 6] } },
} satisfies StoryDefault<Props>;

/** Hover, focus or tap a step to see its details; 0 starts with every popover closed. */
export const Padrao: Story<Props> = ({ initialOpenStep }) => (
  <Process
    key={initialOpenStep}
    heading={processHeading}
    steps={processSteps}
    labels={processLabels}
    initialOpenStep={initialOpenStep === 0 ? null : initialOpenStep}
  />
);
Padrao.storyName = 'Padrão';

/** The first step's popover open, as after a tap on a phone. */
export const PrimeiraEtapaAberta: Story = () => (
  <Process heading={processHeading} steps={processSteps} labels={processLabels} initialOpenStep={1} />
);
PrimeiraEtapaAberta.storyName = 'Etapa 1 aberta';

/** The last step's popover open: it must stay whole at the end of the grid, on a 390 px phone too. */
export const UltimaEtapaAberta: Story = () => (
  <Process heading={processHeading} steps={processSteps} labels={processLabels} initialOpenStep={6} />
);
UltimaEtapaAberta.storyName = 'Etapa 6 aberta';
