import styled from '@emotion/styled';

// "Como recomendamos": the rules the reasons come from, in words, written from the same typed rules.
const Note = styled.section(({ theme }) => ({
  marginTop: theme.space(8),
  padding: `${theme.space(4)} ${theme.space(3)}`,
  background: theme.colors.travertine,
  borderRadius: theme.radii.lg,
  [theme.mq.lg]: { padding: `${theme.space(6)} ${theme.space(6)}`, marginTop: theme.space(12) },
  '& h2': { fontSize: theme.fontSizes.h3 },
  '& > p': { marginTop: theme.space(1.5), maxWidth: '46rem', lineHeight: 1.65, textWrap: 'pretty' },
}));

const Rules = styled.dl(({ theme }) => ({
  margin: `${theme.space(3)} 0 0`,
  display: 'grid',
  gap: theme.space(2),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space(4) },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > div': { borderTop: `1px solid ${theme.colors.sand}`, paddingTop: theme.space(1.5) },
  '& dt': { fontWeight: 700, marginBottom: theme.space(0.5) },
  '& dd': { margin: 0, fontSize: theme.fontSizes.sm, lineHeight: 1.6, color: theme.colors.ink },
  '& dd + dd': { marginTop: theme.space(0.5) },
}));

export interface NoteRule {
  /** 'Cozinha' or 'Resistir a manchas'. */
  term: string;
  /** One sentence per verdict: 'Indicada: dureza a partir de 6 Mohs e absorção até 0,30%.' */
  lines: readonly string[];
}

export interface RecommendationNoteProps {
  id: string;
  title: string;
  lead: string;
  rules: readonly NoteRule[];
  closing: string;
}

export function RecommendationNote({ id, title, lead, rules, closing }: RecommendationNoteProps) {
  return (
    <Note aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{lead}</p>
      <Rules>
        {rules.map((rule) => (
          <div key={rule.term}>
            <dt>{rule.term}</dt>
            {rule.lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </Rules>
      <p>{closing}</p>
    </Note>
  );
}
