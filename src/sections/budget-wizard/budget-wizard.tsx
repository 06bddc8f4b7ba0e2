// The live budget form. Loaded with import() by BudgetSection when the visitor gets near it,
// so Formik, yup and (later, at submit) supabase-js stay out of the home page's first load.
import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { BudgetFormContent } from '../../../content/budget-form';
import type { Company } from '../../../content/types';
import { stoneSlug } from '../../../content/stone-slugs';
import { isQuestionStep } from '../../lib/budget-steps';
import { handOffContact } from '../../lib/visit-booking-draft';
import { visitHref } from '../../lib/visit-booking-query';
import { Toaster } from '../../ui/toast';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { StepFields } from './step-fields';
import { HoneypotField } from './honeypot-field';
import { SuccessCard } from './success-card';
import { SummaryStep } from './summary-step';
import { useBudgetWizard, type ShellHandoff, type WizardOptions } from './use-budget-wizard';
import { ProgressHeader, STEP_HEADING_ID, StepHeading, WizardCard } from './wizard-card';
import { resolveDeps, type WizardDeps } from './wizard-deps';
import { WizardNav } from './wizard-nav';

const SubmitNote = styled.p(({ theme }) => ({
  marginTop: theme.space(3),
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
  fontSize: theme.fontSizes.xs,
  color: theme.colors.inkMuted,
}));

const ChatGlyph = styled.svg(({ theme }) => ({ flex: 'none', color: theme.colors.whatsapp }));

// Too many requests from this contact: said where the visitor is looking, with their answers kept.
const LimitedNotice = styled.div(({ theme }) => ({
  marginTop: theme.space(3),
  padding: theme.space(2.5),
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderLeft: `4px solid ${theme.colors.bronze}`,
  background: theme.colors.travertine,
  color: theme.colors.ink,
  '& strong': { display: 'block', fontSize: theme.fontSizes.sm },
  '& p': { marginTop: theme.space(0.75), fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted, lineHeight: 1.55 },
  '& a': { display: 'inline-block', marginTop: theme.space(1.5), fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.ink, textUnderlineOffset: 3 },
}));

export interface BudgetWizardProps extends Omit<WizardOptions, 'deps'> {
  content: BudgetFormContent;
  company: Pick<Company, 'name' | 'whatsapp'>;
  deps?: Partial<WizardDeps>;
  handoff?: ShellHandoff;
}

export default function BudgetWizard({ deps: overrides, ...options }: BudgetWizardProps) {
  const deps = useMemo(() => resolveDeps(overrides), [overrides]);
  const { content } = options;
  const wizard = useBudgetWizard({ ...options, deps });
  const { step, status } = wizard;
  const { cardRef, successRef, formRef, headingRef } = wizard.refs;
  const processing = status === 'processing';

  return (
    <>
      <WizardCard cardRef={cardRef} busy={processing}>
        {status === 'submitted' ? (
          <SuccessCard
            content={content}
            chatUrl={wizard.result.chatUrl}
            chatOpened={wizard.result.chatOpened}
            headingRef={successRef}
            onRestart={wizard.restart}
            visit={{
              href: visitHref({ requestId: wizard.result.requestId ?? null, stones: (options.stone?.names ?? []).map(stoneSlug) }),
              onOpen: () => handOffContact(deps.storage, { name: wizard.values.name, phone: wizard.values.phone, email: wizard.values.email }),
            }}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={wizard.onSubmit} aria-labelledby={STEP_HEADING_ID} data-step={step}>
            <ProgressHeader content={content} step={step} />
            <StepHeading content={content} step={step} id={STEP_HEADING_ID} headingRef={headingRef} showRequiredNote={isQuestionStep(step)} />
            {isQuestionStep(step) ? (
              <StepFields key={step} fields={content.steps[step - 1]!.fields} requiredLabel={content.requiredLabel} bind={wizard.bind} />
            ) : (
              <>
                <SummaryStep content={content} values={wizard.values} disabled={processing} onEdit={wizard.edit} />
                <div role="alert">
                  {wizard.limited && (
                    <LimitedNotice data-budget-limited="">
                      <strong>{content.limited.title}</strong>
                      <p>{content.limited.text}</p>
                      <a href={wizard.result.chatUrl} target="_blank" rel="noopener noreferrer">
                        {content.limited.chatLabel}
                        <VisuallyHidden> {content.success.opensInNewTab}</VisuallyHidden>
                      </a>
                    </LimitedNotice>
                  )}
                </div>
                <SubmitNote>
                  <ChatGlyph width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3z" />
                  </ChatGlyph>
                  {content.submitNote}
                </SubmitNote>
              </>
            )}
            <HoneypotField content={content.honeypot} value={wizard.honeypot.value} onChange={wizard.honeypot.onChange} />
            <WizardNav content={content} step={step} processing={processing} onBack={wizard.back} />
          </form>
        )}
      </WizardCard>
      <Toaster
        toasts={wizard.toasts.toasts}
        onDismiss={wizard.toasts.dismiss}
        onPause={wizard.toasts.setPaused}
        label={content.toasts.regionLabel}
        closeLabel={content.toasts.close}
        reserve={status === 'submitted'}
      />
    </>
  );
}
