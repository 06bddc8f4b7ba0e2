// The estimate's editor in the page's workspace: the thickness chips offer 1,2 cm only while every stone estimated
// is sintered, and fall back to 2 cm, saying why, when a stone that is not joins; each wall run's end that no
// corner takes is asked, and a free end becomes an edge with its own finish. The catalogue has no sintered
// stone, so a table with one stands beside a granite; the ultracompact surface is chosen in the collection select.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import type { EstimatePriceTable } from '../../content/estimate-types';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import type { EstimateView } from '../../src/lib/estimate/estimate-view';
import { EstimateWorkspace } from '../../src/sections/estimate/estimate-workspace';
import { renderWithProviders } from '../render';

const table: EstimatePriceTable = {
  ...estimatePrices,
  stones: {
    'branco-polar': estimatePrices.stones['branco-polar']!,
    'sinterizado-claro': { perM2: { 1.2: [2600, 3800], 2: [3200, 4600], 3: [4200, 6200] } },
  },
};
const stones = [
  { slug: 'branco-polar', name: 'Branco Polar', collection: 'granitos' as const, material: 'granito', group: 'Granitos' },
  { slug: 'sinterizado-claro', name: 'Sinterizado Claro', collection: 'sinterizados' as const, material: 'sinterizado', group: 'Sinterizados' },
];

function renderWorkspace(initialValues: EstimateFormValues) {
  const seen: { values: EstimateFormValues; view: EstimateView }[] = [];
  const user = userEvent.setup();
  renderWithProviders(
    <EstimateWorkspace content={estimateContent} table={table} stones={stones} initialValues={initialValues} onValidChange={(values, view) => seen.push({ values, view })} onSend={() => undefined} />,
  );
  return { user, last: () => seen[seen.length - 1]! };
}
const thickness = () => screen.getByRole('group', { name: 'Espessura' });

describe('the thickness chips', { timeout: 30_000 }, () => {
  it('offer 1,2 cm for a sintered stone, and go back to 2 cm with the reason when a granite joins', async () => {
    const { user, last } = renderWorkspace({ ...defaultValues('cozinha'), stones: ['sinterizado-claro', '', ''] });
    await user.click(within(thickness()).getByRole('radio', { name: '1,2 cm' }));
    expect(last().values.thickness).toBe('1.2');
    expect(last().view.sketch.thickness).toBe(1.2);
    expect(screen.getByText('Pedra, 3,60 m² com perda, 1,2 cm')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Pedra 2' }), 'branco-polar');
    expect(within(thickness()).queryByRole('radio', { name: '1,2 cm' })).toBeNull();
    expect(within(thickness()).getByRole('radio', { name: '2 cm' })).toBeChecked();
    expect(thickness()).toHaveAccessibleDescription(estimateContent.editor.thickness.fallback);
    expect(last().values.thickness).toBe('2');
    expect(last().view.cards.map((card) => card.title)).toEqual(['Sinterizado Claro', 'Branco Polar']);
  });

  it('do not offer 1,2 cm for a granite, and read a link\'s esp=1.2 for one as 2 cm, saying why', () => {
    renderWorkspace({ ...defaultValues('cozinha'), thickness: '1.2', stones: ['branco-polar', '', ''] });
    expect(within(thickness()).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['2 cm', '3 cm']);
    expect(within(thickness()).getByRole('radio', { name: '2 cm' })).toBeChecked();
    expect(screen.getByText(estimateContent.editor.thickness.fallback)).toBeInTheDocument();
  });
});

describe('the ultracompact surface in the collection select', { timeout: 30_000 }, () => {
  it('offers 1,2, 2 and 3 cm, shows its own card, and goes back to 2 cm with the reason for a collection of stones', async () => {
    const { user, last } = renderWorkspace(defaultValues('cozinha'));
    const select = screen.getByRole('combobox', { name: estimateContent.editor.collection.label });
    expect(within(thickness()).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['2 cm', '3 cm']);

    await user.selectOptions(select, 'ultracompacto');
    expect(within(thickness()).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['1,2 cm', '2 cm', '3 cm']);
    await user.click(within(thickness()).getByRole('radio', { name: '1,2 cm' }));
    expect(last().values).toMatchObject({ collection: 'ultracompacto', thickness: '1.2' });
    expect(last().view.cards.map((card) => card.title)).toEqual(['Ultracompacto (superfície sinterizada)']);
    expect(screen.getByRole('heading', { name: 'Ultracompacto (superfície sinterizada)' })).toBeInTheDocument();
    expect(screen.getByText(estimateContent.card.materialNote)).toBeInTheDocument();
    expect(screen.getByText('Pedra, 3,60 m² com perda, 1,2 cm')).toBeInTheDocument();

    await user.selectOptions(select, 'granitos');
    expect(within(thickness()).queryByRole('radio', { name: '1,2 cm' })).toBeNull();
    expect(within(thickness()).getByRole('radio', { name: '2 cm' })).toBeChecked();
    expect(thickness()).toHaveAccessibleDescription(estimateContent.editor.thickness.fallback);
    expect(last().values.thickness).toBe('2');
  });
});

describe('the ends of wall runs', { timeout: 30_000 }, () => {
  it('asks each free-able end, and a free end is an edge with its own finish', async () => {
    const { user, last } = renderWorkspace({ ...defaultValues('area-gourmet'), stones: ['branco-polar', '', ''] });
    const run = screen.getByRole('group', { name: 'Bancada' });
    const right = within(run).getByRole('group', { name: 'Ponta direita' });
    expect(within(right).getByRole('radio', { name: 'Encostada na parede' })).toBeChecked();
    await user.click(within(right).getByRole('radio', { name: 'Livre' }));
    expect(last().values.freeEnds).toEqual(['a.direita']);
    // 280 cm of front and the 60 cm end.
    expect(last().view.cards[0]!.estimate.quantities.edgeM).toBe(3.4);
    await user.click(screen.getByText('Escolher o acabamento de cada borda'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ponta direita' }), 'meia-esquadria');
    expect(last().values.edgeFinishes).toEqual({ 'a.direita': 'meia-esquadria' });
    expect(last().view.cards[0]!.estimate.quantities.edgeFinishes).toEqual([{ finish: 'reto-simples', m: 2.8 }, { finish: 'meia-esquadria', m: 0.6 }]);
  });

  it('start from the shape\'s usual free ends when the shape changes: an L\'s side run open to the room', async () => {
    const { user, last } = renderWorkspace({ ...defaultValues('area-gourmet'), stones: ['branco-polar', '', ''] });
    await user.click(screen.getByRole('radio', { name: 'Em L' }));
    expect(last().values.freeEnds).toEqual(['b.ponta']);
    expect(within(screen.getByRole('group', { name: 'Lado B' })).getByRole('radio', { name: 'Livre' })).toBeChecked();
  });
});
