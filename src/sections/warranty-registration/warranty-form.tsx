// The warranty registration form (Formik + yup, like the booking form): contact, installation month, the pieces,
// the separate consent for reminders (off until turned on). Answers are kept as a draft while filled; a registration
// that got no answer is tried again with the same client key; a refusal shows at the field it is about.
import styled from '@emotion/styled';
import { useFormik, getIn } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { warrantyRegistrationContent, WarrantyRefusal } from '../../../content/warranty-registration';
import type { WarrantyModule } from '../../lib/warranty-load';
import { removeWarrantyDraft, saveWarrantyDraft, type WarrantyDraft, type WarrantyFormValues } from '../../lib/warranty-draft';
import { createWarrantySchema, monthBounds } from '../../lib/warranty-schema';
import { createRequestId } from '../../lib/uuid';
import type { KeyValueStore } from '../../lib/storage';
import { phoneForStorage } from '../../lib/phone-mask';
import { Button } from '../../ui/button';
import { FieldHint, Input } from '../../ui/field';
import { sendWithRetry, realWait, type Wait } from '../visit-booking/book-flow';
import { Alert, Card, Note, Step, StepLegend, StepNumber } from '../visit-booking/visit-booking.styles';
import { Control, PiecesEditor, type Option } from './warranty-fields';

type Content = typeof warrantyRegistrationContent;

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space(2), maxWidth: '46rem' }));
const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(0.5),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space(2) },
}));
/** The last step's parts (the consent and its hint, the privacy note, the notices, the button), spaced apart. */
const SendStack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2.5) }));
const Consent = styled.label(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.space(1.5),
  alignItems: 'start',
  cursor: 'pointer',
  '& input': { width: 24, height: 24, margin: 0, accentColor: theme.colors.bronze },
}));

export interface WarrantyFormProps {
  content: Content;
  refusals: Readonly<Record<WarrantyRefusal, string>>;
  options: { rooms: readonly Option[]; surfaces: readonly Option[]; stones: readonly Option[]; finishes: readonly Option[] };
  maxPieces: number;
  initial: WarrantyDraft;
  store: KeyValueStore;
  load: () => Promise<WarrantyModule>;
  /** Today in São Paulo (AAAA-MM-DD): the installation month is from three years ago to this month. */
  today: string;
  retryDelays?: readonly number[];
  wait?: Wait;
  createKey?: () => string;
}

/** The field each refusal is about: its sentence shows there. */
const refusalField: Partial<Record<WarrantyRefusal, keyof WarrantyFormValues>> = {
  name_invalid: 'name',
  name_web_address: 'name',
  email_invalid: 'email',
  confirmation_sent_today: 'email',
  phone_invalid: 'phone',
  month_invalid: 'installedMonth',
  order_invalid: 'orderNumber',
  pieces_invalid: 'pieces',
};

export function WarrantyForm(props: WarrantyFormProps) {
  const { content, refusals, options, store, load, today, retryDelays = [1000, 3000], wait = realWait, createKey = createRequestId } = props;
  const clientKey = useRef<string | null>(props.initial.clientKey);
  const [phase, setPhase] = useState<'form' | 'sending' | 'offline' | 'done'>('form');
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldRefusal, setFieldRefusal] = useState<{ field: keyof WarrantyFormValues; message: string } | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => createWarrantySchema(content.messages, today), [content.messages, today]);
  const bounds = monthBounds(today);

  const formik = useFormik<WarrantyFormValues>({
    initialValues: props.initial.values,
    validationSchema: schema,
    onSubmit: async (values) => {
      clientKey.current ??= createKey();
      saveWarrantyDraft(store, { values, clientKey: clientKey.current });
      setPhase('sending');
      setNotice(null);
      setFieldRefusal(null);
      const input = {
        name: values.name,
        email: values.email,
        phone: values.phone ? phoneForStorage(values.phone) : '',
        installedMonth: values.installedMonth,
        orderNumber: values.orderNumber,
        pieces: values.pieces.map((piece) => ({ ...piece, finish: piece.finish === 'levigado' ? ('levigado' as const) : ('polido' as const) })),
        reminders: values.reminders,
        clientKey: clientKey.current,
      };
      const result = await sendWithRetry(async () => (await load()).registerWarranty(input), retryDelays, wait);
      if (result.ok) {
        clientKey.current = null;
        setPhase('done');
        return;
      }
      if (result.status === 0 || result.status === 408 || result.status >= 500) {
        setPhase('offline');
        return;
      }
      // Refused: nothing was stored, so the next attempt is a new one.
      clientKey.current = null;
      saveWarrantyDraft(store, { values, clientKey: null });
      setPhase('form');
      const hint = result.hint && result.hint in refusals ? (result.hint as WarrantyRefusal) : null;
      const field = hint ? refusalField[hint] : undefined;
      if (hint && field) setFieldRefusal({ field, message: refusals[hint] });
      else setNotice(hint ? refusals[hint] : content.refusalFallback);
    },
  });
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = formik;

  // The draft is removed on the registered state's own commit, so a save left by an earlier state's effect (which
  // may run after a quick answer) can never outlive it.
  useEffect(() => {
    if (phase === 'done') removeWarrantyDraft(store);
    else saveWarrantyDraft(store, { values, clientKey: clientKey.current });
  }, [values, phase, store]);
  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus();
  }, [phase]);

  const shown = (name: keyof WarrantyFormValues): string | undefined => {
    if (fieldRefusal?.field === name) return fieldRefusal.message;
    const error = errors[name];
    return (touched[name] || submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const change = (name: keyof WarrantyFormValues) => (value: unknown) => {
    if (fieldRefusal?.field === name) setFieldRefusal(null);
    void setFieldValue(name, value);
  };

  if (phase === 'done') {
    return (
      <Card role="status">
        <h2 ref={doneRef} tabIndex={-1}>
          {content.success.title}
        </h2>
        <p>{content.success.text}</p>
      </Card>
    );
  }

  const f = content.fields;
  const text = (name: 'name' | 'email' | 'phone' | 'orderNumber', type: 'text' | 'email' | 'tel' = 'text') => {
    const field = f[name] as { label: string; autoComplete?: string; placeholder?: string; hint?: string };
    return (
      <Control name={name} label={field.label} hint={field.hint} error={shown(name)}>
        {(control) => (
          <Input
            {...control}
            type={type}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={values[name]}
            onChange={(event) => change(name)(event.target.value)}
            onBlur={() => void setFieldTouched(name)}
          />
        )}
      </Control>
    );
  };
  const piecesError = shown('pieces');
  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-busy={phase === 'sending'}>
      <Step>
        <StepLegend>
          <StepNumber>1</StepNumber>
          {content.steps.contact}
        </StepLegend>
        <Grid>
          {text('name')}
          {text('email', 'email')}
          {text('phone', 'tel')}
          {text('orderNumber')}
          <Control name="installedMonth" label={f.installedMonth.label} hint={f.installedMonth.hint} error={shown('installedMonth')}>
            {(control) => (
              <Input
                {...control}
                type="month"
                min={bounds.min}
                max={bounds.max}
                value={values.installedMonth}
                onChange={(event) => change('installedMonth')(event.target.value)}
                onBlur={() => void setFieldTouched('installedMonth')}
              />
            )}
          </Control>
        </Grid>
      </Step>
      <Step>
        <StepLegend>
          <StepNumber>2</StepNumber>
          {content.steps.pieces}
        </StepLegend>
        <PiecesEditor
          text={content.pieces}
          pieces={values.pieces}
          options={options}
          max={props.maxPieces}
          onChange={(pieces) => change('pieces')(pieces)}
          errorOf={(index, field) => ((touched.pieces || submitCount > 0) && typeof getIn(errors, `pieces.${index}.${field}`) === 'string' ? (getIn(errors, `pieces.${index}.${field}`) as string) : undefined)}
        />
        {piecesError ? <Alert role="alert">{piecesError}</Alert> : null}
      </Step>
      <Step>
        <StepLegend>
          <StepNumber>3</StepNumber>
          {content.steps.send}
        </StepLegend>
        <SendStack>
          <div>
            <Consent>
              <input type="checkbox" name="reminders" checked={values.reminders} onChange={(event) => change('reminders')(event.target.checked)} aria-describedby="garantia-lembretes-dica" />
              <span>{content.consent.label}</span>
            </Consent>
            <FieldHint id="garantia-lembretes-dica">{content.consent.hint}</FieldHint>
          </div>
          <Note>{content.privacy}</Note>
          {notice ? <Alert role="alert">{notice}</Alert> : null}
          {phase === 'offline' ? (
            <Alert role="alert">
              <strong>{content.offline.title}</strong> {content.offline.text}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={phase === 'sending'}>
              {phase === 'sending' ? content.submitting : phase === 'offline' ? content.offline.retry : content.submit}
            </Button>
          </div>
        </SendStack>
      </Step>
    </Form>
  );
}
