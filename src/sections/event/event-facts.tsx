import styled from '@emotion/styled';
import type { EventContent } from '../../../content/types';

const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: theme.space(3),
  padding: theme.space(3),
  borderRadius: theme.radii.lg,
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  [theme.mq.lg]: { padding: theme.space(4) },
}));

const List = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(3),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(4) },
  '& > div': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(0.5),
    paddingTop: theme.space(2),
    borderTop: `1px solid color-mix(in srgb, ${theme.colors.onDark} 22%, transparent)`,
  },
  dt: { fontSize: theme.fontSizes.sm, color: theme.colors.onDarkMuted, letterSpacing: '0.02em' },
  dd: {
    order: -1,
    margin: 0,
    fontFamily: theme.fonts.display,
    fontSize: 'clamp(3rem, 2.2rem + 3vw, 4.5rem)',
    lineHeight: 1,
    color: theme.colors.bronzeLight,
    fontVariantNumeric: 'lining-nums',
  },
}));

const Venue = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: theme.colors.onDarkMuted,
}));

interface Props {
  facts: EventContent['facts'];
  venue: string;
}

// The figure reads first (bigger), but the label is the term: <dt> after <dd> only visually.
export function EventFacts({ facts, venue }: Props) {
  return (
    <Panel data-theme="dark">
      <List>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </List>
      <Venue>{venue}</Venue>
    </Panel>
  );
}
