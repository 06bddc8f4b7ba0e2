// The four rules of a stone's care, each a card: the verb first, the figure that decides it beside the title.
import styled from '@emotion/styled';
import type { CareRuleAdvice } from '../../lib/care-advice';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
  '@media print': { gridTemplateColumns: '1fr 1fr', gap: theme.space(1) },
}));

const Card = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
  padding: theme.space(3),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderTop: `3px solid ${theme.colors.bronze}`,
  borderRadius: theme.radii.md,
  '& h3': { fontSize: theme.fontSizes.xl, lineHeight: 1.2, textWrap: 'balance' },
  '& p': { lineHeight: 1.65, textWrap: 'pretty' },
  '@media print': { padding: theme.space(1.25), breakInside: 'avoid', '& h3': { fontSize: '12pt' }, '& p': { lineHeight: 1.4, fontSize: '9.5pt' } },
}));

const Figure = styled.p(({ theme }) => ({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  gap: theme.space(1),
  alignItems: 'baseline',
  padding: `${theme.space(0.5)} ${theme.space(1.5)}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.travertine,
  fontSize: theme.fontSizes.xs,
  '& span': { letterSpacing: '0.12em', textTransform: 'uppercase', fontWeight: 700, color: theme.colors.inkMuted },
  '& strong': { fontFamily: theme.fonts.display, fontSize: theme.fontSizes.md, fontWeight: 500 },
}));

export function CareRules({ rules }: { rules: readonly CareRuleAdvice[] }) {
  return (
    <Grid>
      {rules.map((rule) => (
        <Card key={rule.rule} data-rule={rule.rule}>
          {rule.figure && (
            <Figure>
              <span>{rule.figure.label}</span>
              <strong>{rule.figure.value}</strong>
            </Figure>
          )}
          <h3>{rule.title}</h3>
          <p>{rule.text}</p>
        </Card>
      ))}
    </Grid>
  );
}
