// A required question answered by tapping a card: native radios (arrow keys, Space, form
// semantics) dressed as large option cards.
import styled from '@emotion/styled';
import { useId } from 'react';
import type { BudgetChoiceField } from '../../../content/budget-form';
import { FieldError, RequiredMark } from '../../ui/field';
import type { FieldBinding } from './field-binding';

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });

const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: theme.space(1.25),
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: theme.colors.ink,
}));

// In a two-column grid an odd last option ("Ainda não sei") takes the whole row instead of half of it.
const lastSpan = (columns: number) => ({ '& > label:last-child:nth-of-type(odd)': { gridColumn: columns === 2 ? '1 / -1' : 'auto' } });

const Grid = styled.div<{ columns: number; mobileColumns: number }>(({ theme, columns, mobileColumns }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${mobileColumns}, minmax(0, 1fr))`,
  gap: theme.space(1),
  ...lastSpan(mobileColumns),
  [theme.mq.md]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: theme.space(1.5), ...lastSpan(columns) },
}));

const Option = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.25),
  minHeight: 56,
  padding: `${theme.space(1.5)} ${theme.space(1.5)}`,
  [theme.mq.sm]: { gap: theme.space(1.5), padding: `${theme.space(1.5)} ${theme.space(2)}` },
  borderRadius: theme.radii.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  isolation: 'isolate',
  '&:hover [data-frame]': { borderColor: theme.colors.inkMuted },
}));

// The visible box sits behind the text and reacts to the (visually hidden) radio before it.
const Frame = styled.span(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  borderRadius: 'inherit',
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.paper,
  transition: `border-color ${theme.durations.fast}ms ease, background-color ${theme.durations.fast}ms ease, box-shadow ${theme.durations.fast}ms ease`,
}));

const Dot = styled.span(({ theme }) => ({
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `1.5px solid ${theme.colors.inkMuted}`,
  background: theme.colors.paper,
  transition: `border-color ${theme.durations.fast}ms ease, border-width ${theme.durations.fast}ms ease`,
}));

const Radio = styled.input(({ theme }) => ({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  '&:checked ~ [data-frame]': {
    borderColor: theme.colors.bronze,
    background: theme.colors.bone,
    boxShadow: `inset 0 0 0 1px ${theme.colors.bronze}`,
  },
  '&:checked ~ [data-dot]': { borderColor: theme.colors.bronze, borderWidth: 6 },
  '&:focus-visible ~ [data-frame]': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

// Positioned, so the text is painted above the frame behind it (and tools that compute contrast see that order).
const Text = styled.span({ position: 'relative', display: 'grid', gap: 2, minWidth: 0 });
// A long word (Revestimento, Incorporador) must wrap inside its card, never spill out of it.
const Label = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600, lineHeight: 1.35, color: theme.colors.ink, overflowWrap: 'break-word' }));
const Hint = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, lineHeight: 1.4, color: theme.colors.inkMuted, overflowWrap: 'break-word' }));

const ErrorSlot = styled.div(({ theme }) => ({ marginTop: theme.space(0.75) }));

interface Props {
  field: BudgetChoiceField;
  requiredLabel: string;
  binding: FieldBinding;
}

export function ChoiceGroup({ field, requiredLabel, binding }: Props) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const { value, error, onChange, onBlur } = binding;
  return (
    <Fieldset role="radiogroup" aria-labelledby={legendId} aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={errorId}>
      <Legend id={legendId}>
        {field.label}
        <RequiredMark label={requiredLabel} />
      </Legend>
      <Grid columns={field.columns} mobileColumns={field.mobileColumns}>
        {field.options.map((option) => (
          <Option key={option.value}>
            <Radio
              type="radio"
              name={field.name}
              value={option.value}
              aria-describedby={error ? errorId : undefined}
              {...(value === undefined ? { defaultChecked: false } : { checked: value === option.value })}
              onChange={() => onChange?.(option.value)}
              onBlur={onBlur}
            />
            <Frame aria-hidden="true" data-frame="" />
            <Dot aria-hidden="true" data-dot="" />
            <Text>
              <Label>{option.label}</Label>
              {option.hint && <Hint>{option.hint}</Hint>}
            </Text>
          </Option>
        ))}
      </Grid>
      <ErrorSlot>
        <FieldError id={errorId} message={error} />
      </ErrorSlot>
    </Fieldset>
  );
}
