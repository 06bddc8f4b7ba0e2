// Back and Continue (or the submit button on the summary), at the bottom of every step.
import type { BudgetFormContent } from '../../../content/budget-form';
import { STEP_COUNT, type BudgetStep } from '../../lib/budget-steps';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Nav } from './wizard-card.styles';

interface Props {
  content: BudgetFormContent;
  step: BudgetStep;
  processing: boolean;
  onBack?: () => void;
  /**
   * The prerendered shell's Continue is a plain button it handles itself: without its code (JavaScript off,
   * code that failed to load) a submit button would send the form, and the visitor's data with it, in the URL.
   */
  onNext?: () => void;
}

/** Continue and submit are the form's submit button, so Enter in a field moves on as well. */
export function WizardNav({ content, step, processing, onBack, onNext }: Props) {
  const { buttons } = content;
  const last = step === STEP_COUNT;
  return (
    <Nav stacked={last}>
      {step > 1 && (
        <Button type="button" variant="secondary" data-nav="back" onClick={onBack} disabled={processing}>
          <Icon name="arrow-left" size={18} strokeWidth={2} />
          {buttons.back}
        </Button>
      )}
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} variant="primary" data-nav="next" disabled={processing} size={last ? 'lg' : 'md'}>
        {last ? (processing ? buttons.processing : buttons.submit) : buttons.next}
        {!last && <Icon name="arrow-right" size={18} strokeWidth={2} />}
      </Button>
    </Nav>
  );
}
