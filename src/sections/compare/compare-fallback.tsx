// What /comparar shows without JavaScript. A static host serves the same prerendered file for every
// ?pedras=..., so nothing but the browser's script can read which stones were chosen; the honest
// fallback is every stone's figures as a plain list (docs/decisions/018-comparison-without-javascript.md).
import styled from '@emotion/styled';
import type { CompareContent } from '../../../content/stone-comparison';
import { FIGURE_ROWS, type ComparedStone, type FigureKey } from './compare-rows';

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h3, marginTop: theme.space(2) }));

const Text = styled.p(({ theme }) => ({ marginTop: theme.space(1.5), maxWidth: '44rem', color: theme.colors.inkMuted, lineHeight: 1.6 }));

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(4)} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

const Item = styled.li(({ theme }) => ({
  padding: theme.space(2.5),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  h3: { fontSize: theme.fontSizes.lg },
  'h3 a': { color: 'inherit', textUnderlineOffset: 4 },
  p: { fontSize: theme.fontSizes.xs, letterSpacing: '0.12em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  dl: { margin: `${theme.space(1.5)} 0 0`, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${theme.space(0.5)} ${theme.space(2)}`, fontSize: theme.fontSizes.sm },
  'dl > div': { display: 'contents' },
  dt: { color: theme.colors.inkMuted },
  dd: { margin: 0 },
}));

interface Props {
  stones: readonly Pick<ComparedStone, 'slug' | 'name' | 'collectionLabel' | 'path' | 'technical'>[];
  labels: CompareContent['noscript'];
  figureLabels: Readonly<Record<FigureKey, string>>;
}

export function CompareFallback({ stones, labels, figureLabels }: Props) {
  return (
    <section aria-labelledby="comparar-sem-script">
      <Title id="comparar-sem-script">{labels.title}</Title>
      <Text>{labels.text}</Text>
      <List>
        {stones.map((stone) => (
          <Item key={stone.slug} id={`pedra-${stone.slug}`}>
            <p>{stone.collectionLabel}</p>
            <h3>
              <a href={stone.path}>{stone.name}</a>
            </h3>
            <dl>
              {FIGURE_ROWS.map((row) => (
                <div key={row.key}>
                  <dt>{figureLabels[row.key]}</dt>
                  <dd>{stone.technical[row.key]}</dd>
                </div>
              ))}
            </dl>
          </Item>
        ))}
      </List>
    </section>
  );
}
