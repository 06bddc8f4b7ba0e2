// The live estimate as a visitor types: the result is announced politely after each change (never the one the
// page opens with, and again when a measure comes back to an earlier value), and the page is handed each valid
// sketch (for the address and the draft), never a refused one.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import { EstimateWorkspace } from '../../src/sections/estimate/estimate-workspace';
import { renderWithProviders } from '../render';

const stones = catalogueStones.map((stone) => ({ slug: stone.slug, name: stone.name, collection: stone.collection, material: stone.material, group: stone.collectionLabel }));
const start: EstimateFormValues = { ...defaultValues('cozinha'), stones: ['taj-mahal', '', ''] };
// The usual L kitchen in Taj Mahal, its first run 300 cm, then 420 cm: the ranges a person says for each.
const at300 = /Taj Mahal: R\$\s14\smil a R\$\s21\smil/;
const at420 = /Taj Mahal: R\$\s17\smil a R\$\s26\smil/;

function renderWorkspace(onValidChange = vi.fn()) {
  renderWithProviders(<EstimateWorkspace content={estimateContent} table={estimatePrices} stones={stones} initialValues={start} onValidChange={onValidChange} onSend={vi.fn()} />);
  const length = screen.getAllByRole('textbox', { name: estimateContent.editor.length })[0]!;
  return { length, onValidChange };
}

describe('the live estimate', () => {
  it('announces each new result, not the first one, and again when a measure returns to an earlier value', async () => {
    const { length } = renderWorkspace();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    fireEvent.change(length, { target: { value: '420' } });
    await waitFor(() => expect(status.textContent).toMatch(at420));
    fireEvent.change(length, { target: { value: '300' } });
    await waitFor(() => expect(status.textContent).toMatch(at300));
  });

  it('hands each valid sketch to the page, and not a refused one', async () => {
    const { length, onValidChange } = renderWorkspace();
    onValidChange.mockClear();
    fireEvent.change(length, { target: { value: '420' } });
    await waitFor(() => expect(onValidChange).toHaveBeenCalled());
    expect(onValidChange).toHaveBeenLastCalledWith(expect.objectContaining({ runs: [expect.objectContaining({ length: '420' }), expect.anything(), expect.anything()] }), expect.anything());
    onValidChange.mockClear();
    fireEvent.change(length, { target: { value: '5' } });
    expect(await screen.findByText(estimateContent.invalid)).toBeInTheDocument();
    expect(onValidChange).not.toHaveBeenCalled();
  });

  it('draws a length as it is typed, every piece inside the sheet', async () => {
    const { length } = renderWorkspace();
    const sheet = () => document.querySelector<SVGSVGElement>('figure svg[viewBox]')!;
    const measure = (text: string) => Array.from(document.querySelectorAll<HTMLElement>('[data-kind="measure"]')).find((label) => label.textContent === text);
    const viewBox = sheet().getAttribute('viewBox');
    fireEvent.change(length, { target: { value: '600' } });
    await waitFor(() => expect(measure('600')).toBeDefined());
    expect(sheet().getAttribute('viewBox')).not.toBe(viewBox);
    const [minX, minY, width, height] = sheet().getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
    for (const piece of Array.from(sheet().querySelectorAll('rect.plan-piece'))) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => Number(piece.getAttribute(name))) as [number, number, number, number];
      expect(x).toBeGreaterThanOrEqual(minX);
      expect(y).toBeGreaterThanOrEqual(minY);
      expect(x + w).toBeLessThanOrEqual(minX + width);
      expect(y + h).toBeLessThanOrEqual(minY + height);
    }
  });

  it('takes a loose piece away whole when it is removed, its own edge finishes with it', async () => {
    const onValidChange = vi.fn();
    renderWorkspace(onValidChange);
    fireEvent.click(await screen.findByRole('button', { name: `+ ${estimateContent.editor.addExtra}` }));
    const extra = screen.getByRole('group', { name: 'Peça avulsa 1' });
    expect(extra).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirar a peça avulsa 1' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Peça avulsa 1' })).not.toBeInTheDocument());
    await waitFor(() => expect(onValidChange).toHaveBeenLastCalledWith(expect.objectContaining({ extras: [] }), expect.anything()));
  });
});

describe('the depth a collection allows', () => {
  it('refuses a 155 cm island in the quartzites, whose Azul Macaúbas slab is 150 cm deep, as the plan draws it', async () => {
    const island: EstimateFormValues = { ...defaultValues('cozinha'), shape: 'ilha', free: { length: '200', depth: '155' }, collection: 'quartizitos' };
    renderWithProviders(<EstimateWorkspace content={estimateContent} table={estimatePrices} stones={stones} initialValues={island} onSend={vi.fn()} />);
    expect(await screen.findByText('Profundidade máxima de 150 cm: a largura útil da chapa. Para mais, fale com a equipe.')).toBeInTheDocument();
    expect(screen.getByText(estimateContent.invalid)).toBeInTheDocument();
  });
});
