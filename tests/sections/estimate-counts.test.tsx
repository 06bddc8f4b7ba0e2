// Counts on the estimate page agree in number ("1 emenda", "2 emendas", "sem recortes"), never "emenda(s)":
// the card's quantities, the plan's seams and what is announced after a change.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import { EstimateWorkspace } from '../../src/sections/estimate/estimate-workspace';
import { renderWithProviders } from '../render';

const stones = catalogueStones.map((stone) => ({ slug: stone.slug, name: stone.name, collection: stone.collection, material: stone.material, group: stone.collectionLabel }));

function render(values: EstimateFormValues) {
  renderWithProviders(<EstimateWorkspace content={estimateContent} table={estimatePrices} stones={stones} initialValues={values} onValidChange={vi.fn()} onSend={vi.fn()} />);
}

const start: EstimateFormValues = { ...defaultValues('cozinha'), stones: ['taj-mahal', '', ''] };
const quantities = () => document.querySelector('[data-estimate-card]')!.textContent;

describe('counts on the estimate page', () => {
  it('agree in number on the card, on the plan and in what is announced, never "(s)"', () => {
    // The kitchen in L: one seam at the corner, a sink and a cooktop.
    render(start);
    expect(quantities()).toContain('· 2 recortes · 1 emenda');
    expect(screen.getByText(/^1 emenda, em tracejado/)).toBeInTheDocument();
    // Side A longer than the 320 cm slab: a second seam where it is cut.
    fireEvent.change(screen.getAllByRole('textbox', { name: estimateContent.editor.length })[0]!, { target: { value: '400' } });
    expect(quantities()).toContain('· 2 recortes · 2 emendas');
    expect(screen.getByText(/^2 emendas, em tracejado/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^1 estimativa atualizada: Taj Mahal: /);
    expect(document.body.textContent).not.toMatch(/\(s\)/);
  });

  it('says "sem recortes" rather than a count of none', () => {
    render({ ...start, cutouts: Object.fromEntries(Object.keys(start.cutouts).map((kind) => [kind, '0'])) as EstimateFormValues['cutouts'] });
    expect(quantities()).toContain('· sem recortes · 1 emenda');
  });
});
