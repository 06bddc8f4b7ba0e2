import { useId } from 'react';
import type { ProcessStep, SectionHeading as Heading } from '../../../content/types';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { ProcessStepCard, type ProcessLabels } from './process-step';
import { Steps } from './process.styles';
import { useStepPopover } from './use-step-popover';

interface Props {
  heading: Heading;
  steps: readonly ProcessStep[];
  labels: ProcessLabels;
  /** Step whose popover starts open (stories); none by default. */
  initialOpenStep?: ProcessStep['id'] | null;
}

export function Process({ heading, steps, labels, initialOpenStep = null }: Props) {
  const titleId = useId();
  const { openId, openedBy, show, hide, press } = useStepPopover(initialOpenStep);

  return (
    <Section tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
      <Steps>
        {steps.map((step) => (
          <ProcessStepCard
            key={step.id}
            step={step}
            labels={labels}
            openedBy={openId === step.id ? openedBy : null}
            onShow={(by) => show(step.id, by)}
            onHide={() => hide(step.id)}
            onPress={() => press(step.id)}
          />
        ))}
      </Steps>
    </Section>
  );
}
