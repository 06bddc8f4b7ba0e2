// The booking form (Formik + yup, like the budget form): the kind, the week and its free times, the
// contact, then the confirmation. Answers are kept as a draft while filled; a booking that got no
// answer is tried again with the same client key; a time taken meanwhile brings fresh times at once.
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { VisitBookingContent, VisitFieldName } from '../../../content/visit-booking';
import type { ServedArea, VisitKind, VisitRefusal, VisitRefusalField } from '../../../content/visits';
import type { VisitBookingModule } from '../../lib/visit-booking-load';
import { removeVisitDraft, saveVisitDraft, type VisitDraft, type VisitFormValues } from '../../lib/visit-booking-draft';
import { createVisitSchema } from '../../lib/visit-booking-schema';
import { dayToShow } from '../../lib/visit-booking-time';
import { createRequestId } from '../../lib/uuid';
import type { KeyValueStore } from '../../lib/storage';
import { sendBooking, realWait, type Wait } from './book-flow';
import { ContactFields } from './contact-fields';
import { KindChoice } from './kind-choice';
import { SlotPicker } from './slot-picker';
import { BookingSummary } from './booking-summary';
import { useVisitSlots } from './use-visit-slots';
import { VisitConfirmation, type ConfirmedVisit } from './visit-confirmation';
import { Alert, Note, Step, StepLegend, StepNumber } from './visit-booking.styles';

const Layout = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: theme.space(8), alignItems: 'start' },
}));

export interface BookingContext {
  /** Slugs sent with the booking, names shown on the card. */
  stoneSlugs: readonly string[];
  stoneNames: readonly string[];
  requestId: string | null;
  room: string | null;
  roomLabel: string | null;
}

export interface VisitBookingProps {
  content: VisitBookingContent;
  kinds: readonly VisitKind[];
  servedAreas: readonly ServedArea[];
  refusals: Readonly<Record<VisitRefusal, string>>;
  /** The field each refusal is about (visitTexts.refusalFields): its sentence shows there. */
  refusalFields: Readonly<Partial<Record<VisitRefusal, VisitRefusalField>>>;
  maxDaysAhead: number;
  context: BookingContext;
  initial: VisitDraft;
  store: KeyValueStore;
  load: () => Promise<VisitBookingModule>;
  /** Today in São Paulo (YYYY-MM-DD): the agenda's first day is after it. */
  today: string;
  whatsappNumber: string;
  /** Pauses between tries of a booking that got no answer. */
  retryDelays?: readonly number[];
  wait?: Wait;
  createKey?: () => string;
}

type Notice = { tone: 'taken' | 'refused'; message: string } | null;
/** A refusal about one field, shown at it while the field holds the value refused. */
type FieldRefusal = { field: VisitRefusalField; value: string; message: string } | null;

export function VisitBooking(props: VisitBookingProps) {
  const { content, kinds, servedAreas, refusals, refusalFields, context, store, load, today, whatsappNumber, retryDelays = [1000, 3000], wait = realWait, createKey = createRequestId } = props;
  const clientKey = useRef<string | null>(props.initial.clientKey);
  const [phase, setPhase] = useState<'form' | 'sending' | 'offline' | 'done'>('form');
  const [retrying, setRetrying] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldRefusal, setFieldRefusal] = useState<FieldRefusal>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedVisit | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const schema = useMemo(() => createVisitSchema(content.messages, servedAreas, refusals.not_served), [content.messages, servedAreas, refusals.not_served]);

  const formik = useFormik<VisitFormValues>({
    initialValues: props.initial.values,
    validationSchema: schema,
    validateOnMount: false,
    onSubmit: async (values) => {
      const kind = kinds.find((candidate) => candidate.id === values.kind);
      if (!kind) return;
      clientKey.current ??= createKey();
      saveVisitDraft(store, { values, clientKey: clientKey.current });
      setPhase('sending');
      setNotice(null);
      setFieldRefusal(null);
      setRetrying(false);
      const result = await sendBooking(
        load,
        {
          kind: kind.id,
          startsAt: values.startsAt,
          name: values.name,
          phone: values.phone,
          email: values.email,
          address: kind.needsAddress ? values.address.trim() : null,
          neighbourhood: kind.needsAddress ? values.neighbourhood.trim() : null,
          requestId: context.requestId,
          stones: context.stoneSlugs,
          room: context.room,
          clientKey: clientKey.current,
        },
        retryDelays,
        wait,
        () => setRetrying(true),
      );
      setRetrying(false);
      if (result.ok) {
        clientKey.current = null;
        setConfirmed({ kind, startsAt: result.data.starts_at, endsAt: result.data.ends_at, email: values.email.trim(), address: kind.needsAddress ? `${values.address.trim()}, ${values.neighbourhood.trim()}` : null });
        setPhase('done');
        return;
      }
      if (result.status === 0 || result.status === 408 || result.status >= 500) {
        setPhase('offline');
        return;
      }
      // Refused: nothing was booked, so the next attempt is a new one.
      clientKey.current = null;
      saveVisitDraft(store, { values, clientKey: null });
      setPhase('form');
      if (result.hint === 'slot_taken') {
        await formik.setFieldValue('startsAt', '', false);
        reload();
        setNotice({ tone: 'taken', message: refusals.slot_taken });
      } else {
        const hint = result.hint && result.hint in refusals ? (result.hint as VisitRefusal) : null;
        const field = hint ? refusalFields[hint] : undefined;
        if (hint && field) {
          setFieldRefusal({ field, value: values[field], message: refusals[hint] });
          focusPending.current = true;
        } else {
          setNotice({ tone: 'refused', message: hint ? refusals[hint] : content.refusal.fallback });
        }
      }
    },
  });
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = formik;
  const { state: slots, reload } = useVisitSlots(values.kind, today, props.maxDaysAhead, load);

  // Every answer is kept while the page is open (docs/decisions/007: removed once booked). Removed here, on the
  // booked state's own commit, so a save left by an earlier state's effect (which may run after a quick answer)
  // can never outlive it.
  useEffect(() => {
    if (phase === 'done') removeVisitDraft(store);
    else saveVisitDraft(store, { values, clientKey: clientKey.current });
  }, [values, phase, store]);

  // The day on show: the chosen one while it has free times, else the nearest that has.
  useEffect(() => {
    if (slots.status !== 'ready' || !values.kind) return;
    const next = dayToShow(slots.byDay, values.day || null);
    if (next !== (values.day || null)) void setFieldValue('day', next ?? '', false);
    if (values.startsAt && !slots.byDay.get(values.day)?.some((slot) => slot.starts_at === values.startsAt)) void setFieldValue('startsAt', '', false);
  }, [slots, values.kind, values.day, values.startsAt, setFieldValue]);

  useEffect(() => {
    if (phase === 'done') headingRef.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // After a submit the form (or the database, about one field) refused, the first field with an error takes the focus.
  useEffect(() => {
    if (!focusPending.current || formik.isSubmitting) return;
    focusPending.current = false;
    if (formRef.current && (Object.keys(errors).length > 0 || fieldRefusal)) focusFirstError(formRef.current);
  }, [formik.isSubmitting, errors, fieldRefusal]);

  // Back online: the booking that got no answer goes again, with its key.
  useEffect(() => {
    if (phase !== 'offline') return;
    const retry = () => void formik.submitForm();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [phase, formik]);

  if (phase === 'done' && confirmed) return <VisitConfirmation content={content.confirmation} visit={confirmed} whatsappNumber={whatsappNumber} headingRef={headingRef} />;

  const refusedAt = (name: keyof VisitFormValues) => (fieldRefusal?.field === name && values[name] === fieldRefusal.value ? fieldRefusal.message : undefined);
  const shown = (name: keyof VisitFormValues) => (touched[name] || submitCount > 0 ? errors[name] : undefined) ?? refusedAt(name);
  const bind = (name: VisitFieldName) => ({
    value: values[name],
    error: shown(name),
    onChange: (value: string) => void setFieldValue(name, value),
    onBlur: () => void setFieldTouched(name, true),
  });
  const kind = kinds.find((candidate) => candidate.id === values.kind) ?? null;
  const sending = phase === 'sending';

  return (
    <Layout
      ref={formRef}
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        focusPending.current = true;
        void formik.submitForm();
      }}
    >
      <div>
        <Step>
          <StepLegend>
            <StepNumber aria-hidden="true">01</StepNumber>
            {content.steps.kind}
          </StepLegend>
          <KindChoice
            content={content}
            kinds={kinds}
            value={values.kind}
            error={shown('kind')}
            errorId="visit-kind-error"
            onChange={(id) => {
              setNotice(null);
              void setFieldValue('kind', id);
              void setFieldValue('startsAt', '', false);
            }}
          />
        </Step>
        <Step>
          <StepLegend>
            <StepNumber aria-hidden="true">02</StepNumber>
            {content.steps.when}
          </StepLegend>
          {notice && (
            <Alert ref={noticeRef} tabIndex={-1} role="alert">
              <strong>{notice.message}</strong>
              {notice.tone === 'taken' && content.refusal.nearest}
            </Alert>
          )}
          {values.kind ? (
            <SlotPicker
              content={content.week}
              name="visit"
              state={slots}
              day={values.day}
              startsAt={values.startsAt}
              error={shown('startsAt')}
              errorId="visit-time-error"
              onDay={(day) => {
                void setFieldValue('day', day, false);
                void setFieldValue('startsAt', '', false);
              }}
              onTime={(slot) => {
                setNotice(null);
                void setFieldValue('startsAt', slot.starts_at);
              }}
              onRetry={reload}
            />
          ) : (
            <Note>{content.week.pickKindFirst}</Note>
          )}
        </Step>
        <Step>
          <StepLegend>
            <StepNumber aria-hidden="true">03</StepNumber>
            {content.steps.contact}
          </StepLegend>
          <ContactFields content={content} withAddress={Boolean(kind?.needsAddress)} bind={bind} />
        </Step>
      </div>
      <BookingSummary
        content={content}
        kind={kind}
        startsAt={values.startsAt}
        context={context}
        sending={sending}
        retrying={retrying}
        offline={phase === 'offline'}
      />
    </Layout>
  );
}

/** After a refused submit, the first control with an error, in the page's order, takes the focus. */
function focusFirstError(form: HTMLFormElement) {
  const candidates = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  for (const id of ['visit-kind-error', 'visit-time-error']) {
    if (!form.querySelector(`#${id}`)?.textContent) continue;
    const control = form.querySelector<HTMLInputElement>(`input[aria-describedby~="${id}"], [aria-describedby~="${id}"] input:not(:disabled)`);
    if (control) candidates.push(control);
  }
  candidates.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  candidates[0]?.focus();
}
