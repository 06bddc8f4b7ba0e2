// The live estimate as a visitor types: the result is announced politely after each change (never the one the
// page opens with, and again when a measure comes back to an earlier value), and the page is handed each valid
// sketch (for the address and the draft), never a refused one.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import { buildEstimateView } from '../../src/lib/estimate/estimate-view';
import { formatSpokenRange } from '../../content/pt-br-format.mjs';
import { EstimateWorkspace } from '../../src/sections/estimate/estimate-workspace';
import { renderWithProviders } from '../render';

const stones = catalogueStones.map((stone) => ({ slug: stone.slug, name: stone.name, collection: stone.collection, material: stone.material, group: stone.collectionLabel }));
const start: EstimateFormValues = { ...defaultValues('cozinha'), stones: ['taj-mahal', '', ''] };
const spokenFor = (values: EstimateFormValues) => formatSpokenRange(buildEstimateView(values, stones, estimatePrices, estimateContent).cards[0]!.estimate.spoken);
const withFirstLength = (length: string): EstimateFormValues => ({ ...start, runs: [{ ...start.runs[0], length }, start.runs[1], start.runs[2]] });

function renderWorkspace(onValidChange = vi.fn()) {
  renderWithProviders(<EstimateWorkspace content={estimateContent} table={estimatePrices} stones={stones} initialValues={start} onValidChange={onValidChange} onSend={vi.fn()} />);
  const length = screen.getAllByRole('textbox', { name: estimateContent.editor.length })[0]!;
  return { length, onValidChange };
}

describe('the live estimate', () => {
  it('announces each new result, not the first one, and again when a measure returns to an earlier value', () => {
    const { length } = renderWorkspace();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    fireEvent.change(length, { target: { value: '420' } });
    expect(status.textContent).toContain(spokenFor(withFirstLength('420')));
    fireEvent.change(length, { target: { value: '300' } });
    expect(spokenFor(withFirstLength('300'))).not.toBe(spokenFor(withFirstLength('420')));
    expect(status.textContent).toContain(spokenFor(start));
  });

  it('hands each valid sketch to the page, and not a refused one', () => {
    const { length, onValidChange } = renderWorkspace();
    onValidChange.mockClear();
    fireEvent.change(length, { target: { value: '420' } });
    expect(onValidChange).toHaveBeenLastCalledWith(expect.objectContaining({ runs: [expect.objectContaining({ length: '420' }), expect.anything(), expect.anything()] }), expect.anything());
    onValidChange.mockClear();
    fireEvent.change(length, { target: { value: '5' } });
    expect(onValidChange).not.toHaveBeenCalled();
    expect(screen.getByText(estimateContent.invalid)).toBeInTheDocument();
  });

  it('redraws the run a keystroke changes and leaves the rest of the plan where it was, until the drawing outgrows its scale', () => {
    const { length } = renderWorkspace();
    const sheet = () => document.querySelector<SVGSVGElement>('figure svg[viewBox]')!;
    const measure = (text: string) => Array.from(document.querySelectorAll<HTMLElement>('[data-kind="measure"]')).find((label) => label.textContent === text);
    const viewBox = sheet().getAttribute('viewBox');
    const side = measure('180')!.getAttribute('style');
    fireEvent.change(length, { target: { value: '305' } });
    expect(measure('305')).toBeDefined();
    expect(sheet().getAttribute('viewBox')).toBe(viewBox);
    expect(measure('180')!.getAttribute('style')).toBe(side);
    // Twice as long: the sheet is scaled again, and every piece is inside it.
    fireEvent.change(length, { target: { value: '600' } });
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
});
