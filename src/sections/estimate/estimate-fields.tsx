// The estimate editor's controls: a centimetre field, chips for a few choices, a select. Real form controls,
// each labelled, its error beside it (the space reserved, so a message never pushes the page).
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldStack, Input } from '../../ui/field';

export interface NumberFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** A unit shown inside the field ('cm'). */
  unit?: string;
  onChange: (value: string) => void;
}

const Control = styled.div(({ theme }) => ({
  position: 'relative',
  '& input': { paddingRight: theme.space(5), fontVariantNumeric: 'tabular-nums' },
}));
const Unit = styled.span(({ theme }) => ({
  position: 'absolute',
  right: theme.space(2),
  top: '50%',
  transform: 'translateY(-50%)',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.inkMuted,
  pointerEvents: 'none',
}));

export function NumberField({ name, label, value, error, hint, unit, onChange }: NumberFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control>
        <Input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={value}
          invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value.replace(/\D+/g, ''))}
        />
        {unit ? <Unit aria-hidden="true">{unit}</Unit> : null}
      </Control>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`} message={error} />
    </FieldStack>
  );
}

const Fieldset = styled.fieldset({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: theme.space(1),
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: theme.colors.ink,
}));
const Chips = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }));
const Chip = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  cursor: 'pointer',
  transition: `background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease`,
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  '&:has(input:checked)': { background: theme.colors.graphite, borderColor: theme.colors.graphite, color: theme.colors.onDark },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  [theme.mq.hover]: { '&:hover': { borderColor: theme.colors.ink } },
}));

export interface ChoiceChipsProps<T extends string> {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** A line under the chips: why the choice changed, or why it is refused. */
  note?: string;
}

const ChipsNote = styled.p(({ theme }) => ({ marginTop: theme.space(1), fontSize: theme.fontSizes.sm, lineHeight: 1.5, color: theme.colors.inkMuted }));

export function ChoiceChips<T extends string>({ name, legend, options, value, onChange, note }: ChoiceChipsProps<T>) {
  const id = useId();
  return (
    <Fieldset aria-describedby={note ? `${id}-note` : undefined}>
      <Legend>{legend}</Legend>
      <Chips>
        {options.map((option) => (
          <Chip key={option.value}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </Chip>
        ))}
      </Chips>
      {note ? <ChipsNote id={`${id}-note`}>{note}</ChipsNote> : null}
    </Fieldset>
  );
}

const Select = styled.select(({ theme }) => ({
  width: '100%',
  minHeight: 52,
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: '1rem',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

export interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

export function SelectField({ name, label, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </FieldStack>
  );
}

export { Fieldset };
