// Without JavaScript the estimate cannot draw or add anything: the page lists the reference price per m² of
// every stone, from the same dated table, and points to the budget form.
import styled from '@emotion/styled';
import type { EstimateContent } from '../../../content/estimate';
import type { PriceRange } from '../../../content/estimate-types';
import { fillTemplate } from '../../lib/budget-steps';
import { formatCentimetres, formatLineRange } from '../../../content/pt-br-format.mjs';

export interface FallbackStone {
  slug: string;
  name: string;
  group: string;
  /** 1.2 cm only for a sintered stone. */
  perM2: { 2: PriceRange; 3: PriceRange; 1.2?: PriceRange };
}

export interface EstimateFallbackProps {
  content: EstimateContent['noscript'];
  dateLabel: string;
  stones: readonly FallbackStone[];
  formHref: string;
}

const Wrap = styled.section(({ theme }) => ({ display: 'grid', gap: theme.space(2), maxWidth: '52rem' }));
const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h3 }));
const Text = styled.p(({ theme }) => ({ color: theme.colors.inkMuted, lineHeight: 1.6 }));
const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { padding: `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} 0`, borderBottom: `1px solid ${theme.colors.stoneLine}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& td': { whiteSpace: 'nowrap' },
}));
const FormLink = styled.a(({ theme }) => ({ color: theme.colors.bronzeDark, fontWeight: 700, minHeight: 44, display: 'inline-flex', alignItems: 'center' }));

export function EstimateFallback({ content, dateLabel, stones, formHref }: EstimateFallbackProps) {
  // The 1.2 cm column only when a stone of the table is cut at it (a sintered one).
  const thin = stones.some((stone) => stone.perM2[1.2]);
  return (
    <Wrap aria-labelledby="estimativa-sem-js">
      <Title id="estimativa-sem-js">{content.title}</Title>
      <Text>{fillTemplate(content.text, { date: dateLabel })}</Text>
      <Table>
        <thead>
          <tr>
            <th scope="col">{content.stone}</th>
            <th scope="col">{content.collection}</th>
            {thin ? <th scope="col">{fillTemplate(content.perM2, { thickness: formatCentimetres(1.2) })}</th> : null}
            <th scope="col">{fillTemplate(content.perM2, { thickness: 2 })}</th>
            <th scope="col">{fillTemplate(content.perM2, { thickness: 3 })}</th>
          </tr>
        </thead>
        <tbody>
          {stones.map((stone) => (
            <tr key={stone.slug}>
              <th scope="row">{stone.name}</th>
              <td>{stone.group}</td>
              {thin ? <td>{stone.perM2[1.2] ? formatLineRange(stone.perM2[1.2]) : '—'}</td> : null}
              <td>{formatLineRange(stone.perM2[2])}</td>
              <td>{formatLineRange(stone.perM2[3])}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        <FormLink href={formHref}>{content.form}</FormLink>
      </p>
    </Wrap>
  );
}
