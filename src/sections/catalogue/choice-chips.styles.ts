import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

// Chips drawn like the collection pages' stone pills: the real control (a link, a radio, a checkbox)
// fills the chip, so the whole pill answers a tap and keeps the platform's keyboard and announcements.
const chipBase = (theme: import('@emotion/react').Theme) => ({
  position: 'relative' as const,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(0.75),
  minHeight: 44,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.paper,
  color: theme.colors.ink,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  lineHeight: 1.2,
  letterSpacing: '0.01em',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease, border-color ${theme.durations.fast}ms ease`,
  [theme.mq.hover]: { '&:hover': { borderColor: theme.colors.ink } },
});

const selected = (theme: import('@emotion/react').Theme) => ({
  background: theme.colors.graphite,
  borderColor: theme.colors.graphite,
  color: theme.colors.onDark,
});

export const ChipRow = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
}));

export const LinkChip = styled(Link)(({ theme }) => ({
  ...chipBase(theme),
  '&[aria-current="page"]': selected(theme),
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

export const InputChip = styled.label(({ theme }) => ({
  ...chipBase(theme),
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  '& svg': { display: 'none' },
  '&:has(input:checked)': selected(theme),
  '&:has(input:checked) svg': { display: 'block' },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

export const Group = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: theme.space(1),
  '& legend': {
    padding: 0,
    marginBottom: theme.space(1),
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.18em',
    textTransform: 'uppercase',
    color: theme.colors.inkMuted,
  },
}));
