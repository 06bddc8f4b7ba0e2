// The frame shared by the prerendered shell and the live wizard, so swapping one for the other
// changes nothing on screen: progress label and bar, the step's heading and description.
import type { ReactNode, Ref } from 'react';
import type { BudgetFormContent } from '../../../content/budget-form';
import { fillTemplate, progressPercent, STEP_COUNT, type BudgetStep } from '../../lib/budget-steps';
import * as S from './wizard-card.styles';

export const STEP_HEADING_ID = 'budget-step-title';

export function stepHeading(content: BudgetFormContent, step: BudgetStep) {
  return step === STEP_COUNT ? content.summary : content.steps[step - 1]!;
}

export function ProgressHeader({ content, step }: { content: BudgetFormContent; step: BudgetStep }) {
  const percent = progressPercent(step);
  const label = fillTemplate(content.progress.label, { step, total: STEP_COUNT });
  return (
    <div>
      <S.ProgressRow>
        <S.ProgressLabel>{label}</S.ProgressLabel>
        <S.ProgressStepName aria-hidden="true">{stepHeading(content, step).title}</S.ProgressStepName>
      </S.ProgressRow>
      <S.ProgressTrack
        role="progressbar"
        aria-label={content.progress.ariaLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <S.ProgressFill data-testid="budget-progress-fill" style={{ width: `${percent}%` }} />
      </S.ProgressTrack>
    </div>
  );
}

interface StepHeadingProps {
  content: BudgetFormContent;
  step: BudgetStep;
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
  showRequiredNote: boolean;
}

export function StepHeading({ content, step, id, headingRef, showRequiredNote }: StepHeadingProps) {
  const { title, description } = stepHeading(content, step);
  return (
    <S.StepHeader>
      <S.StepTitle id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </S.StepTitle>
      <S.StepDescription>{description}</S.StepDescription>
      {showRequiredNote && (
        <S.RequiredNote>
          <span aria-hidden="true">* </span>
          {content.requiredNote}
        </S.RequiredNote>
      )}
    </S.StepHeader>
  );
}

export function WizardCard({ children, cardRef, busy }: { children: ReactNode; cardRef?: Ref<HTMLDivElement>; busy?: boolean }) {
  return (
    <S.Card ref={cardRef} aria-busy={busy || undefined} data-budget-card="">
      {children}
    </S.Card>
  );
}
