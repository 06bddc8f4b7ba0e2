// The booking page's shared pieces: a numbered step with its serif heading, radios dressed as cards and
// pills (native inputs, so arrows, Space and forms work before and after React), the summary card.
import styled from '@emotion/styled';

export const Step = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: `${theme.space(4)} 0 0`,
  minWidth: 0,
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  '& + &': { marginTop: theme.space(5) },
  [theme.mq.lg]: { '& + &': { marginTop: theme.space(7) } },
}));

export const StepLegend = styled.legend(({ theme }) => ({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: theme.space(3),
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space(1.5),
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.h3,
  lineHeight: 1.2,
  '& + *': { clear: 'both' },
}));

export const StepNumber = styled.span(({ theme }) => ({
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  color: theme.colors.bronze,
}));

/** A visually hidden native radio; the label's frame shows its state. */
export const HiddenRadio = styled.input(({ theme }) => ({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  '&:checked + [data-face]': {
    borderColor: theme.colors.bronze,
    background: theme.colors.bone,
    boxShadow: `inset 0 0 0 1px ${theme.colors.bronze}`,
  },
  '&:focus-visible + [data-face]': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&:disabled + [data-face]': { cursor: 'not-allowed', color: theme.colors.inkMuted, background: 'transparent', borderStyle: 'dashed' },
}));

export const Face = styled.span(({ theme }) => ({
  display: 'block',
  height: '100%',
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
  cursor: 'pointer',
  transition: `border-color ${theme.durations.fast}ms ease, background-color ${theme.durations.fast}ms ease, box-shadow ${theme.durations.fast}ms ease`,
  [theme.mq.hover]: { '&:hover': { borderColor: theme.colors.inkMuted } },
}));

export const ChoiceLabel = styled.label({ position: 'relative', display: 'block', WebkitTapHighlightColor: 'transparent' });

export const Note = styled.p(({ theme }) => ({
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.sand}`,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.55,
}));

export const Alert = styled.div(({ theme }) => ({
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  borderRadius: theme.radii.md,
  borderLeft: `3px solid ${theme.colors.error}`,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.55,
  '& strong': { display: 'block', color: theme.colors.error, marginBottom: 4 },
}));

export const Card = styled.div(({ theme }) => ({
  padding: theme.space(3),
  borderRadius: theme.radii.lg,
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  boxShadow: theme.shadows.card,
}));

export const SmallCaps = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: theme.colors.inkMuted,
}));
