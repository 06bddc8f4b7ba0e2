// One stone's estimate (or a collection's), set like a fabricator's quote: the quantities on one line, each
// item's range aligned in a table, and the total range large in the display serif with "estimativa" beside it.
import styled from '@emotion/styled';
import type { EstimateContent } from '../../../content/estimate';
import type { EdgeFinish } from '../../../content/estimate-types';
import { fillTemplate } from '../../lib/budget-steps';
import type { LineKey } from '../../lib/estimate/estimate';
import { edgeLine, type EstimateCardData } from '../../lib/estimate/estimate-view';
import { formatCentimetres, formatCount, formatDecimal, formatLineRange, formatReais, formatSpokenRange } from '../../../content/pt-br-format.mjs';
import { VisuallyHidden } from '../../ui/visually-hidden';

export interface EstimateCardProps {
  content: EstimateContent['card'];
  card: EstimateCardData;
  /** Each edge finish's name, as the editor lists them: the edges line names the finishes it prices. */
  finishNames: Readonly<Record<EdgeFinish, string>>;
  thicknessCm: number;
  installation: boolean;
}

const Card = styled.article(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space(2),
  padding: theme.space(3),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderTop: `3px solid ${theme.colors.graphite}`,
  borderRadius: theme.radii.sm,
  minWidth: 0,
}));
const Name = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.xl, lineHeight: 1.2, overflowWrap: 'anywhere' }));
const Note = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.inkMuted, lineHeight: 1.5 }));
const Total = styled.p(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.space(1.5), rowGap: 2 }));
const Figure = styled.span(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: 'clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)',
  fontWeight: 350,
  lineHeight: 1.1,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'lining-nums',
}));
const Word = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: theme.colors.bronzeDark }));
const Quantities = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, lineHeight: 1.6, color: theme.colors.inkMuted, fontVariantNumeric: 'tabular-nums' }));
const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { padding: `${theme.space(1)} 0`, borderBottom: `1px solid ${theme.colors.travertine}`, textAlign: 'left', verticalAlign: 'baseline', fontWeight: 400 },
  '& thead th': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: theme.colors.inkMuted, borderBottom: `1px solid ${theme.colors.stoneLine}` },
  '& td': { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: theme.space(2) },
  '& thead th:last-of-type': { textAlign: 'right' },
  '& tr[data-has-detail] > *': { borderBottom: 0, paddingBottom: theme.space(0.5) },
  '& tr[data-line-detail] td': { textAlign: 'left', whiteSpace: 'normal', paddingLeft: 0, paddingTop: 0 },
}));

// Each finish's metres under the edges line, quieter than the line itself; a finish never breaks from its metres.
const Details = styled.span(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space(2),
  paddingLeft: theme.space(1),
  borderLeft: `2px solid ${theme.colors.travertine}`,
  fontSize: theme.fontSizes.xs,
  lineHeight: 1.5,
  color: theme.colors.inkMuted,
  '& > span': { whiteSpace: 'nowrap' },
}));

export function EstimateCard({ content, card, finishNames, thicknessCm, installation }: EstimateCardProps) {
  const { estimate } = card;
  const q = estimate.quantities;
  const edges = edgeLine(q.edgeFinishes, q.edgeM, finishNames, content.lines);
  const labels: Record<LineKey, string> = {
    stone: fillTemplate(content.lines.stone, { area: formatDecimal(q.areaWithWasteM2), thickness: formatCentimetres(thicknessCm) }),
    edges: edges.label,
    cutouts: fillTemplate(content.lines.cutouts, { count: q.cutoutCount }),
    seams: fillTemplate(content.lines.seams, { count: q.seams }),
    installation: installation ? content.lines.installation : content.noInstallation,
  };
  const titleId = `estimativa-${card.id}`;
  return (
    <Card aria-labelledby={titleId} data-estimate-card={card.id}>
      <div>
        <Name id={titleId}>{card.title}</Name>
        {card.note ? <Note>{card.note}</Note> : null}
      </div>
      <Total>
        <Figure data-estimate-total="">{formatSpokenRange(estimate.spoken)}</Figure>
        <Word>{content.total}</Word>
      </Total>
      <Quantities>
        {fillTemplate(content.quantities, { net: formatDecimal(q.netAreaM2), waste: formatDecimal(q.areaWithWasteM2), edges: formatDecimal(q.edgeM), cutouts: formatCount(q.cutoutCount, content.counts.cutouts), seams: formatCount(q.seams, content.counts.seams) })}
      </Quantities>
      <Table>
        <VisuallyHidden as="caption">{fillTemplate(content.tableCaption, { title: card.title })}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{content.lineHeader}</th>
            <th scope="col">{content.rangeHeader}</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.flatMap((line) => {
            const details = line.key === 'edges' ? edges.details : [];
            const row = (
              <tr key={line.key} data-line={line.key} data-has-detail={details.length ? '' : undefined}>
                <th scope="row">{labels[line.key]}</th>
                <td>{formatLineRange(line.range)}</td>
              </tr>
            );
            // Each finish's metres on a row of their own, the card's whole width, under the line they make up.
            return details.length
              ? [
                  row,
                  <tr key={`${line.key}-detail`} data-line-detail={line.key}>
                    <td colSpan={2}>
                      <Details>
                        {details.map((detail) => (
                          <span key={detail}>{detail}</span>
                        ))}
                      </Details>
                    </td>
                  </tr>,
                ]
              : [row];
          })}
        </tbody>
      </Table>
      <Note>{fillTemplate(content.sum, { min: formatReais(estimate.total[0]), max: formatReais(estimate.total[1]) })}</Note>
    </Card>
  );
}
