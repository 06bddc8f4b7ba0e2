import type { BrandContent } from '../../../content/types';
import { Badge } from '../../ui/badge';
import { Icon } from '../../ui/icons';
import {
  CellInner,
  CellLabel,
  Criterion,
  CriterionInner,
  HeadCell,
  MarketCell,
  ProductCell,
  Row,
  Table,
  TableWrap,
} from './comparison-table.styles';

export interface ComparisonLabels {
  featuredBadge: string;
  criteriaHeader: string;
}

interface Props {
  comparison: BrandContent['comparison'];
  labels: ComparisonLabels;
}

export function ComparisonTable({ comparison, labels }: Props) {
  const { title, productLabel, marketLabel, rows } = comparison;
  return (
    <TableWrap>
      <Table role="table">
        <caption>{title}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <HeadCell scope="col" role="columnheader">
              {labels.criteriaHeader}
            </HeadCell>
            <HeadCell scope="col" role="columnheader" emphasis>
              {productLabel}
            </HeadCell>
            <HeadCell scope="col" role="columnheader">
              {marketLabel}
            </HeadCell>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <Row key={row.criteria} role="row" featured={row.featured}>
              <Criterion scope="row" role="rowheader">
                <CriterionInner>
                  <Icon name={row.icon} size={22} />
                  {row.criteria}
                  {row.featured && <Badge>{labels.featuredBadge}</Badge>}
                </CriterionInner>
              </Criterion>
              <ProductCell role="cell">
                <CellLabel aria-hidden="true">{productLabel}</CellLabel>
                <CellInner>
                  <Icon name="check" size={18} strokeWidth={2} />
                  {row.product}
                </CellInner>
              </ProductCell>
              <MarketCell role="cell">
                <CellLabel aria-hidden="true">{marketLabel}</CellLabel>
                <CellInner>
                  <Icon name="dash" size={18} />
                  {row.market}
                </CellInner>
              </MarketCell>
            </Row>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
