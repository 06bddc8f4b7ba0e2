import type { ReactNode } from 'react';
import type { CompareContent } from '../../../content/stone-comparison';
import { isBest } from '../../lib/compare-best';
import { fillTemplate } from '../../lib/budget-steps';
import { Badge } from '../../ui/badge';
import { Icon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { FIGURE_ROWS, figureVerdicts, type ComparedStone, type FigureKey } from './compare-rows';
import { CompareStoneHead } from './compare-stone-head';
import * as S from './compare-table.styles';

export interface CompareTableProps {
  /** One to three stones, in the order the visitor chose them. */
  stones: readonly ComparedStone[];
  labels: CompareContent['table'];
  /** The six figures' names, as the stone pages' technical card names them. */
  figureLabels: Readonly<Record<FigureKey, string>>;
  /** Takes a stone out; the column's button is left out when absent. */
  onRemove?: (slug: string) => void;
}

/** The stones side by side: one row per figure (the best named in words), then origin, age, formation, badges and uses. */
export function CompareTable({ stones, labels, figureLabels, onRemove }: CompareTableProps) {
  const verdicts = figureVerdicts(stones);
  const textRow = (key: string, label: string, cell: (stone: ComparedStone) => ReactNode) => (
    <S.Row key={key} role="row">
      <S.Criterion scope="row" role="rowheader">
        {label}
      </S.Criterion>
      {stones.map((stone) => (
        <S.Value key={stone.slug} role="cell">
          {cell(stone)}
        </S.Value>
      ))}
    </S.Row>
  );

  return (
    <S.Table role="table" columns={stones.length}>
      <VisuallyHidden as="caption">{fillTemplate(labels.caption, { count: stones.length })}</VisuallyHidden>
      <thead role="rowgroup">
        <tr role="row">
          <S.CornerCell role="cell">
            <VisuallyHidden>{labels.figureHeader}</VisuallyHidden>
          </S.CornerCell>
          {stones.map((stone) => (
            <S.StoneHeadCell key={stone.slug} scope="col" role="columnheader">
              <CompareStoneHead stone={stone} labels={labels} onRemove={onRemove} />
            </S.StoneHeadCell>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {FIGURE_ROWS.map((row) => {
          const verdict = verdicts[row.key];
          return (
            <S.Row key={row.key} role="row" data-figure={row.key}>
              <S.Criterion scope="row" role="rowheader">
                {figureLabels[row.key]}
                <S.Direction>{row.direction === 'higher' ? labels.higherIsBetter : labels.lowerIsBetter}</S.Direction>
              </S.Criterion>
              {stones.map((stone, index) => {
                const best = isBest(verdict, index);
                return (
                  <S.Value key={stone.slug} role="cell" best={best} data-best={best ? '' : undefined}>
                    <S.Figure>{stone.technical[row.key]}</S.Figure>
                    {best && (
                      <S.BestMark>
                        <Icon name="check" size={14} strokeWidth={2.5} />
                        {verdict.kind === 'tie' ? labels.tie : labels.best}
                      </S.BestMark>
                    )}
                  </S.Value>
                );
              })}
            </S.Row>
          );
        })}
        {textRow('origin', labels.origin, (stone) => stone.origin)}
        {textRow('age', labels.age, (stone) => stone.age)}
        {textRow('formation', labels.formation, (stone) => stone.formation)}
        {textRow('badges', labels.badges, (stone) =>
          stone.badges.length ? (
            <S.Pills>
              {stone.badges.map((badge) => (
                <li key={badge}>
                  <Badge tone={badge === 'PREMIUM' ? 'dark' : 'bronze'}>{badge}</Badge>
                </li>
              ))}
            </S.Pills>
          ) : (
            <S.Muted>{labels.noBadges}</S.Muted>
          ),
        )}
        {textRow('applications', labels.applications, (stone) => (
          <S.Applications>
            {stone.applications.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </S.Applications>
        ))}
      </tbody>
    </S.Table>
  );
}
