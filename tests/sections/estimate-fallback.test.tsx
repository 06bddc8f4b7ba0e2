// The estimate without JavaScript: the reference price per m² of every stone, then the ultracompact surface, the
// only row priced at 1,2 cm (the column is there for it; the stones read "—").
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { formatLineRange } from '../../content/pt-br-format.mjs';
import { fallbackRows } from '../../src/pages/estimate-page';
import { EstimateFallback } from '../../src/sections/estimate/estimate-fallback';
import { renderWithProviders } from '../render';

const spaces = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the estimate without JavaScript', () => {
  it('lists every stone and, last, the ultracompact surface with its 1,2, 2 and 3 cm prices', () => {
    renderWithProviders(<EstimateFallback content={estimateContent.noscript} dateLabel={estimatePrices.dateLabel} stones={fallbackRows} formHref="/#budget" />);
    const rows = screen.getAllByRole('row');
    // The header, 23 stones and the material.
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Pedra', 'Coleção', '1,2 cm, por m²', '2 cm, por m²', '3 cm, por m²']);
    const ultra = rows[rows.length - 1]!;
    expect(within(ultra).getByRole('rowheader')).toHaveTextContent('Ultracompacto (superfície sinterizada)');
    const { perM2 } = estimatePrices.materials.ultracompacto;
    expect(within(ultra).getAllByRole('cell').map((cell) => spaces(cell.textContent ?? ''))).toEqual(
      [estimateContent.noscript.materialGroup, formatLineRange(perM2[1.2]!), formatLineRange(perM2[2]), formatLineRange(perM2[3])].map(spaces),
    );
    // No stone is cut at 1,2 cm.
    for (const row of rows.slice(1, -1)) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('—');
  });
});
