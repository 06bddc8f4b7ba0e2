import styled from '@emotion/styled';
import { barHeight } from './mobile-budget-bar';

const rule = (color: string) => `1px solid color-mix(in srgb, ${color} 16%, transparent)`;

export const FooterShell = styled.footer(({ theme }) => ({
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  padding: `${theme.space(8)} 0 ${theme.space(4)}`,
  // Room for the fixed 'Orçar projeto' bar, reserved whether it shows or not: the last lines stay
  // reachable and hiding the bar never moves the layout.
  [theme.mq.belowLg]: { paddingBottom: `calc(${theme.space(4)} + ${barHeight(theme)})` },
  [theme.mq.lg]: { padding: `${theme.space(12)} 0 ${theme.space(5)}` },
  a: { textDecorationColor: `color-mix(in srgb, ${theme.colors.onDark} 35%, transparent)`, textUnderlineOffset: 4 },
  'a:hover': { color: theme.colors.bronzeLight },
}));

export const Inner = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter})`,
  margin: '0 auto',
  padding: `0 ${theme.layout.gutter}`,
}));

export const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: `${theme.space(6)} ${theme.space(4)}`,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"brand brand" "contact contact" "services services" "materials collections"',
  [theme.mq.md]: {
    gridTemplateAreas: '"brand brand" "contact services" "materials collections"',
  },
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1.25fr) minmax(0, 1.25fr) minmax(0, 0.9fr) minmax(0, 0.9fr)',
    gridTemplateAreas: '"brand contact services materials collections"',
    columnGap: theme.space(5),
  },
}));

export const Column = styled.div<{ area: string }>(({ theme, area }) => ({
  gridArea: area,
  display: 'grid',
  alignContent: 'start',
  gap: theme.space(2),
}));

export const ColumnTitle = styled.h2(({ theme }) => ({
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeLight,
  lineHeight: 1.4,
}));

export const BrandName = styled.p(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: 'clamp(2.25rem, 1.9rem + 1.5vw, 3rem)',
  lineHeight: 1,
  letterSpacing: '0.01em',
}));

export const Intro = styled.p(({ theme }) => ({
  maxWidth: 360,
  color: theme.colors.onDarkMuted,
  fontSize: theme.fontSizes.sm,
  textWrap: 'pretty',
}));

export const SocialLink = styled.a(({ theme }) => ({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  minHeight: 48,
  marginTop: theme.space(1),
  padding: `0 ${theme.space(3)} 0 ${theme.space(2.5)}`,
  border: `1.5px solid color-mix(in srgb, ${theme.colors.onDark} 55%, transparent)`,
  borderRadius: theme.radii.pill,
  color: theme.colors.onDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  transition: `border-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease`,
  '&:hover': { borderColor: theme.colors.bronzeLight },
}));

export const ContactList = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space(2),
  dt: {
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: theme.colors.onDarkMuted,
  },
  dd: { margin: `${theme.space(0.25)} 0 0`, fontSize: theme.fontSizes.sm },
  address: { fontStyle: 'normal' },
  'dd a': { display: 'inline-flex', alignItems: 'center', minHeight: 44, margin: `-${theme.space(1)} 0`, textDecoration: 'underline' },
}));

export const LinkList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(1),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.onDarkMuted,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    margin: `-${theme.space(1)} 0`,
    color: theme.colors.onDark,
    textDecoration: 'none',
  },
}));

export const Legal = styled.div(({ theme }) => ({
  marginTop: theme.space(8),
  paddingTop: theme.space(3),
  borderTop: rule(theme.colors.onDark),
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.onDarkMuted,
  [theme.mq.lg]: { marginTop: theme.space(10) },
}));

export const LegalLinks = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${theme.space(3)}`,
  'a, button': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: theme.colors.onDark,
    fontSize: theme.fontSizes.xs,
    textDecoration: 'underline',
    textUnderlineOffset: 4,
    textDecorationColor: `color-mix(in srgb, ${theme.colors.onDark} 35%, transparent)`,
  },
  'button:hover': { color: theme.colors.bronzeLight },
}));
