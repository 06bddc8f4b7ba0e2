// Form field primitives: a label with the required asterisk, the control, an optional hint and an
// error line whose space is always reserved, so a message appearing never pushes the page.
import styled from '@emotion/styled';
import { useId, type ChangeEvent, type Ref } from 'react';
import { VisuallyHidden } from './visually-hidden';

export const FieldStack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(0.75) }));

export const FieldLabel = styled.label(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: theme.colors.ink,
  letterSpacing: '0.01em',
}));

const Asterisk = styled.span(({ theme }) => ({ color: theme.colors.bronze, marginLeft: 4, fontWeight: 700 }));

/** Visible asterisk for everyone, a spoken word for screen readers (which also get aria-required). */
export function RequiredMark({ label }: { label: string }) {
  return (
    <>
      <Asterisk aria-hidden="true">*</Asterisk>
      <VisuallyHidden> ({label})</VisuallyHidden>
    </>
  );
}

export const FieldHint = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.inkMuted, lineHeight: 1.5 }));

const ErrorLine = styled.p(({ theme }) => ({
  minHeight: '1.5em',
  fontSize: theme.fontSizes.xs,
  fontWeight: 600,
  lineHeight: 1.5,
  color: theme.colors.error,
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
}));

const ErrorDot = styled.span(({ theme }) => ({
  flex: 'none',
  width: 16,
  height: 16,
  marginTop: 2,
  borderRadius: '50%',
  background: theme.colors.error,
  color: theme.colors.paper,
  fontSize: 11,
  fontWeight: 800,
  lineHeight: '16px',
  textAlign: 'center',
}));

/** Always rendered: the empty line keeps the layout still. The control points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <ErrorLine id={id}>
      {message ? (
        <>
          <ErrorDot aria-hidden="true">!</ErrorDot>
          <span>{message}</span>
        </>
      ) : null}
    </ErrorLine>
  );
}

const controlCss = ({ theme, invalid }: { theme: import('@emotion/react').Theme; invalid: boolean }) => ({
  width: '100%',
  minHeight: 52,
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  border: `1px solid ${invalid ? theme.colors.error : theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: '1rem', // 16px or iOS zooms into the field
  lineHeight: 1.4,
  boxShadow: invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none',
  transition: `border-color ${theme.durations.fast}ms ease, box-shadow ${theme.durations.fast}ms ease`,
  '&::placeholder': { color: theme.colors.inkMuted, opacity: 0.75 },
  '&:hover': { borderColor: invalid ? theme.colors.error : theme.colors.inkMuted },
  '&:focus': { outline: 'none' },
  // The site's focus ring (3 px, AA against the page), in the error colour while the field is invalid.
  '&:focus-visible': {
    borderColor: invalid ? theme.colors.error : theme.colors.bronze,
    outline: `3px solid ${invalid ? theme.colors.error : theme.colors.focus}`,
    outlineOffset: 2,
  },
});

const forwardInvalid = { shouldForwardProp: (prop: string) => prop !== 'invalid' };
export const Input = styled('input', forwardInvalid)<{ invalid: boolean }>(controlCss);
export const Select = styled('select', forwardInvalid)<{ invalid: boolean }>(controlCss);
export const TextArea = styled('textarea', forwardInvalid)<{ invalid: boolean }>((props) => ({
  ...controlCss(props),
  minHeight: 112,
  resize: 'vertical' as const,
}));

export interface TextFieldProps {
  name: string;
  label: string;
  requiredLabel: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  hint?: string;
  error?: string;
  /** Controlled when given; the prerendered shell leaves it out (uncontrolled). */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function TextField({ name, label, requiredLabel, multiline, hint, error, value, onChange, onBlur, inputRef, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-required': true,
    'aria-describedby': hint ? `${hintId} ${errorId}` : errorId,
    ...(value === undefined ? { defaultValue: '' } : { value }),
    onChange,
    onBlur,
    ref: inputRef,
    ...rest,
  };
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>
        {label}
        <RequiredMark label={requiredLabel} />
      </FieldLabel>
      {multiline ? <TextArea rows={4} {...shared} /> : <Input type={type} {...shared} />}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </FieldStack>
  );
}
