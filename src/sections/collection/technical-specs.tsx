import styled from '@emotion/styled';
import type { TechnicalSpecs as Specs } from '../../../content/types';

const FIELDS = ['dureza', 'densidade', 'absorcao', 'resistenciaMecanica', 'durabilidade', 'manutencao'] as const satisfies readonly (keyof Specs)[];

// Over the photo on large screens, below it on small ones (where an overlay would hide the stone).
// The panel is solid graphite everywhere, so its text contrast never depends on the stone.
const Panel = styled.div(({ theme }) => ({
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(3.5)}`,
  borderRadius: `0 0 ${theme.radii.lg} ${theme.radii.lg}`,
  [theme.mq.lg]: {
    position: 'absolute',
    left: theme.space(3),
    right: theme.space(3),
    bottom: theme.space(3),
    borderRadius: theme.radii.md,
    padding: `${theme.space(3)} ${theme.space(4)}`,
  },
}));

const Title = styled.h3(({ theme }) => ({
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeLight,
  marginBottom: theme.space(2),
}));

const List = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: theme.space(3),
  rowGap: theme.space(2),
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > div': { borderTop: `1px solid color-mix(in srgb, ${theme.colors.onDark} 18%, transparent)`, paddingTop: theme.space(1) },
  dt: { fontSize: theme.fontSizes.xs, color: theme.colors.onDarkMuted, letterSpacing: '0.04em' },
  dd: {
    margin: 0,
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.xl,
    lineHeight: 1.25,
    fontVariantNumeric: 'lining-nums',
  },
}));

interface Props {
  id: string;
  title: string;
  labels: Record<(typeof FIELDS)[number], string>;
  specs: Specs;
  /** One below the stone's name: 2 when the name is the page's h1 (a stone's own page). */
  level?: 2 | 3;
}

export function TechnicalSpecs({ id, title, labels, specs, level = 3 }: Props) {
  return (
    <Panel>
      <Title id={id} as={level === 2 ? 'h2' : 'h3'}>
        {title}
      </Title>
      <List aria-labelledby={id}>
        {FIELDS.map((field) => (
          <div key={field}>
            <dt>{labels[field]}</dt>
            <dd>{specs[field]}</dd>
          </div>
        ))}
      </List>
    </Panel>
  );
}
