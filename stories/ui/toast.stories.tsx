import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { budgetForm } from '../../content/budget-form';
import type { Timers } from '../../src/lib/timers';
import { Button } from '../../src/ui/button';
import { Section } from '../../src/ui/section';
import { Toaster, useToasts, type ToastMessage } from '../../src/ui/toast';

export default { title: 'Primitivos / Aviso' } satisfies StoryDefault;

const { toasts: text } = budgetForm;

// Time stands still, so the notice stays on screen for as long as someone looks at it.
const stoppedClock: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

const Showing = ({ message }: { message: ToastMessage }) => {
  const { toasts, show, dismiss, setPaused } = useToasts({ timers: stoppedClock });
  useEffect(() => show(message), [show, message]);
  return <Toaster toasts={toasts} onDismiss={dismiss} onPause={setPaused} label={text.regionLabel} closeLabel={text.close} />;
};

export const Sucesso: Story = () => <Showing message={text.success} />;

/** Shown when the request could not be stored and the WhatsApp fallback opens. */
export const Redirecionando: Story = () => <Showing message={text.fallback} />;

/** Real time: the notice leaves after six seconds unless hovered or focused (Alt+T). */
export const ComTempoReal: Story = () => {
  const { toasts, show, dismiss, setPaused } = useToasts();
  return (
    <Section>
      <Button onClick={() => show(text.success)}>{budgetForm.buttons.submit}</Button>
      <Toaster toasts={toasts} onDismiss={dismiss} onPause={setPaused} label={text.regionLabel} closeLabel={text.close} />
    </Section>
  );
};
ComTempoReal.storyName = 'Com tempo real';
