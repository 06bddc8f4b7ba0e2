// State of the wizard: the current step, Formik's values and errors, the draft, focus moves
// and the submit flow. The component only draws what this returns.
import { useFormik } from 'formik';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BudgetFieldName, BudgetFormContent } from '../../../content/budget-form';
import type { Company } from '../../../content/types';
import { prefersReducedMotion, type BudgetPrefill } from '../../lib/budget-anchor';
import { loadDraft, removeDraft, saveDraft } from '../../lib/budget-draft';
import { createStepSchemas, resumeStep, stepErrors } from '../../lib/budget-schema';
import {
  clampStep,
  emptyBudgetValues,
  type AskedStone,
  isQuestionStep,
  STEP_COUNT,
  STEP_FIELDS,
  type BudgetFormValues,
  type BudgetStep,
  type QuestionStep,
} from '../../lib/budget-steps';
import { choiceOptions } from '../../lib/budget-summary';
import { loadEstimateHandoff, removeEstimateHandoff } from '../../lib/lead-estimate';
import { createOutbox } from '../../lib/outbox';
import { buildWhatsAppUrl, greetingChatText } from '../../lib/whatsapp';
import { useToasts } from '../../ui/toast';
import type { BindField } from './field-binding';
import { runSubmission, screenedOutSubmission, type SubmissionResult } from './submit-flow';
import { useFormGuard } from './use-form-guard';
import type { WizardDeps } from './wizard-deps';

export type WizardStatus = 'editing' | 'processing' | 'submitted';

/** What the visitor did in the prerendered shell before the wizard arrived. */
export interface ShellHandoff {
  values: Partial<BudgetFormValues>;
  focusName?: string;
  continueRequested?: boolean;
  /** Whatever a script typed into the shell's honeypot. */
  honeypot?: string;
}

export interface WizardOptions {
  content: BudgetFormContent;
  company: Pick<Company, 'name' | 'whatsapp'>;
  deps: WizardDeps;
  /** Stories and tests open a given step with given answers; otherwise a saved draft is restored. */
  initialStep?: BudgetStep;
  initialValues?: Partial<BudgetFormValues>;
  initialStatus?: WizardStatus;
  initialResult?: Partial<SubmissionResult>;
  /** Opens showing the too-many-requests notice (stories). */
  initialLimited?: boolean;
  /** Shows the current step's errors at once, as after a failed Continue. */
  showErrors?: boolean;
  handoff?: ShellHandoff;
  /** The stone whose page the visitor came from, or the compared stones: their family is the preselected material. */
  stone?: AskedStone;
  /** Answers from the address, and the estimate from /estimativa when `withEstimate`. */
  prefill?: BudgetPrefill;
}

type FocusRequest = { target: 'heading' | 'success' | BudgetFieldName; scroll: boolean; n: number };

const touchedFor = (step: BudgetStep) => Object.fromEntries((isQuestionStep(step) ? STEP_FIELDS[step] : []).map((f) => [f, true]));

export function useBudgetWizard(options: WizardOptions) {
  const { content, company, deps } = options;
  const schemas = useMemo(() => createStepSchemas({ messages: content.messages, options: choiceOptions(content) }), [content]);
  const outbox = useMemo(() => createOutbox({ storage: deps.storage, send: deps.sendLead, log: deps.log }), [deps]);

  const [initial] = useState(() => {
    const draft = options.initialValues || options.initialStep ? null : loadDraft(deps.storage);
    const values = { ...emptyBudgetValues(), ...(draft?.values ?? options.initialValues) };
    // Arriving from a stone's page or a comparison is the visitor's latest word on the material.
    if (options.stone) values.materialPreference = options.stone.material;
    // Arriving from the estimate: its room, application, area and range are the visitor's latest word too.
    const estimate = options.prefill?.withEstimate ? loadEstimateHandoff(deps.storage) : null;
    if (options.prefill?.environmentType) values.environmentType = options.prefill.environmentType;
    if (options.prefill?.applicationType) values.applicationType = options.prefill.applicationType;
    if (estimate) {
      values.squareMeters = estimate.squareMeters;
      values.investmentRange = estimate.investmentRange;
      if (!options.stone && estimate.materialPreference) values.materialPreference = estimate.materialPreference;
    }
    for (const [field, value] of Object.entries(options.handoff?.values ?? {})) {
      if (value) values[field as BudgetFieldName] = value;
    }
    const step = draft ? resumeStep(schemas, values, draft.step) : clampStep(options.initialStep ?? 1);
    return { values, step, resumed: draft !== null || options.initialValues !== undefined, estimate: estimate?.estimate };
  });
  const guard = useFormGuard({
    clock: deps.clock,
    resumed: initial.resumed,
    answeredBefore: Object.values(options.handoff?.values ?? {}).some(Boolean),
    honeypot: options.handoff?.honeypot,
  });

  const [step, setStep] = useState<BudgetStep>(initial.step);
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  });
  const [status, setStatus] = useState<WizardStatus>(options.initialStatus ?? 'editing');
  /** The last submit was refused as too many requests from this sender. */
  const [limited, setLimited] = useState(options.initialLimited ?? false);
  const [result, setResult] = useState<SubmissionResult>(() => ({
    kind: 'stored',
    chatUrl: buildWhatsAppUrl(company.whatsapp, greetingChatText(content.whatsapp.greeting, company.name)),
    chatOpened: true,
    ...options.initialResult,
  }));
  const [focus, setFocus] = useState<FocusRequest | null>(() =>
    options.handoff?.focusName ? { target: options.handoff.focusName as BudgetFieldName, scroll: false, n: 0 } : null,
  );
  const toasts = useToasts({ timers: deps.timers });
  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<BudgetFormValues>({
    initialValues: initial.values,
    initialTouched: options.showErrors ? touchedFor(initial.step) : {},
    validate: (values) => (isQuestionStep(stepRef.current) ? stepErrors(schemas, stepRef.current, values) : {}),
    validateOnChange: true,
    validateOnBlur: true,
    validateOnMount: Boolean(options.showErrors),
    onSubmit: () => undefined,
  });
  const { values, errors, touched } = formik;

  const requestFocus = (target: FocusRequest['target'], scroll = true) => setFocus((prev) => ({ target, scroll, n: (prev?.n ?? 0) + 1 }));

  useEffect(() => {
    if (!focus) return;
    const card = cardRef.current;
    if (focus.target === 'heading' || focus.target === 'success') {
      (focus.target === 'heading' ? headingRef : successRef).current?.focus({ preventScroll: true });
      // After a long step the top of the card may be above the screen: bring it back calmly.
      if (focus.scroll && card && card.getBoundingClientRect().top < 0) {
        card.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
      return;
    }
    const form = formRef.current;
    const control =
      form?.querySelector<HTMLElement>(`[name="${focus.target}"]:checked`) ?? form?.querySelector<HTMLElement>(`[name="${focus.target}"]`);
    control?.focus({ preventScroll: !focus.scroll });
  }, [focus]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    deps.analytics.formStart();
  }, [deps]);

  useEffect(() => {
    if (status === 'editing') saveDraft(deps.storage, { values, step });
  }, [values, step, status, deps]);

  useEffect(() => {
    if (step === STEP_COUNT && status === 'editing') deps.prepareSend();
  }, [step, status, deps]);

  const changeStep = (next: BudgetStep) => {
    setStep(next);
    requestFocus('heading');
  };

  /** Shows the errors of a step and focuses its first invalid field; true when the step is valid. */
  const checkStep = (target: QuestionStep): boolean => {
    const stepErrs = stepErrors(schemas, target, formik.values);
    void formik.setTouched({ ...formik.touched, ...touchedFor(target) }, false);
    formik.setErrors(stepErrs);
    const first = STEP_FIELDS[target].find((field) => stepErrs[field]);
    if (!first) return true;
    if (stepRef.current !== target) setStep(target);
    requestFocus(first);
    return false;
  };

  const goNext = () => {
    const current = stepRef.current;
    if (!isQuestionStep(current) || !checkStep(current)) return;
    deps.analytics.stepCompleted(current);
    changeStep(clampStep(current + 1));
  };

  const submit = () => {
    if (status !== 'editing') return;
    if (!([1, 2, 3, 4] as const).every((s) => checkStep(s))) return;
    const verdict = guard.screen();
    // Opened here, inside the click: after the await below, iOS Safari would block it.
    const tab = deps.opener.openBlank(content.whatsapp.opening);
    setStatus('processing');
    const texts = { whatsapp: content.whatsapp, companyName: company.name, whatsappNumber: company.whatsapp, stones: options.stone?.names, estimate: initial.estimate };
    const submission =
      verdict === 'person' ? runSubmission(formik.values, tab, { ...deps, outbox }, texts) : Promise.resolve(screenedOutSubmission(tab, texts));
    void submission.then(
      (outcome) => {
        if (outcome.kind === 'limited') {
          // An answer, not an outage: back to the summary with everything kept, and a word on why.
          setResult(outcome);
          setStatus('editing');
          setLimited(true);
          return;
        }
        setLimited(false);
        removeDraft(deps.storage);
        removeEstimateHandoff(deps.storage);
        toasts.show(outcome.kind === 'fallback' ? content.toasts.fallback : content.toasts.success);
        setResult(outcome);
        setStatus('submitted');
        requestFocus('success');
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isQuestionStep(stepRef.current)) goNext();
    else submit();
  };

  const restart = () => {
    formik.resetForm({ values: emptyBudgetValues(), touched: {}, errors: {} });
    guard.reset();
    removeDraft(deps.storage);
    setStatus('editing');
    changeStep(1);
  };

  const continueRequested = useRef(options.handoff?.continueRequested);
  useEffect(() => {
    if (!continueRequested.current) return;
    continueRequested.current = false;
    goNext();
  });

  const bind: BindField = (name) => ({
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    onChange: (value) => {
      guard.noteAnswer();
      void formik.setFieldValue(name, value, true);
    },
    onBlur: () => {
      void formik.setFieldTouched(name, true, true);
    },
  });

  return {
    step,
    status,
    result,
    limited,
    values,
    bind,
    honeypot: guard.honeypot,
    toasts,
    refs: { formRef, cardRef, headingRef, successRef },
    onSubmit,
    back: () => changeStep(clampStep(stepRef.current - 1)),
    edit: (target: QuestionStep) => changeStep(target),
    restart,
  };
}
