import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findCatalogueStone } from '../../content/catalogue';
import { collectionLabels } from '../../content/collections/stone-labels';
import { compareContent } from '../../content/stone-comparison';
import { COMPARE_STORAGE_KEY, readCompared } from '../../src/lib/compare-selection';
import { createMemoryStorage } from '../../src/lib/storage';
import { createCompareStore } from '../../src/lib/use-compare-selection';
import { CompareAnnouncer } from '../../src/sections/compare/compare-announcer';
import { CompareToggle } from '../../src/sections/compare/compare-toggle';
import { CompareTray } from '../../src/sections/compare/compare-tray';
import { Comparison } from '../../src/sections/compare/comparison';
import { renderWithProviders } from '../render';

const stones = (...slugs: string[]) => slugs.map((slug) => findCatalogueStone(slug)!);
const figureLabels = collectionLabels.technicalFields;

function renderComparison(slugs: string[], onRemove?: (slug: string) => void) {
  return renderWithProviders(<Comparison stones={stones(...slugs)} content={compareContent} figureLabels={figureLabels} onRemove={onRemove} />);
}

describe('the comparison table', () => {
  it('shows the stones as columns and names the best of each figure in words', () => {
    renderComparison(['carrara', 'branco-polar', 'nero-marquina']);
    const table = screen.getByRole('table', { name: 'Comparação técnica de 3 pedras' });
    expect(within(table).getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent)).toEqual([
      'Carrara',
      'Branco Polar',
      'Nero Marquina',
    ]);
    const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    const cells = (name: RegExp) => within(row(name)).getAllByRole('cell').map((cell) => cell.textContent);
    // Lower is better for absorption: Nero Marquina's 0,12% wins, and the row says which way counts.
    expect(cells(/^Absorção/)).toEqual(['0,20%', '0,20%', '0,12%Melhor']);
    expect(within(row(/^Absorção/)).getByRole('rowheader')).toHaveTextContent('menor é melhor');
    expect(cells(/^Dureza/)).toEqual(['3 Mohs', '7 MohsMelhor', '3 Mohs']);
    // Carrara and Nero Marquina share the highest density: a tie, named as such.
    expect(cells(/^Densidade/)).toEqual(['2,70 g/cm³Melhor (empate)', '2,65 g/cm³', '2,70 g/cm³Melhor (empate)']);
    expect(cells(/^Origem/)).toEqual(stones('carrara', 'branco-polar', 'nero-marquina').map((stone) => stone.origin));
    expect(within(row(/^Aplicações/)).getAllByRole('list')[1]).toHaveTextContent('Bancadas de cozinha');
    expect(within(row(/^Destaques/)).getAllByRole('cell')[0]).toHaveTextContent(compareContent.table.noBadges);
  });

  it('marks nothing for a single stone, and says why more are needed', () => {
    renderComparison(['taj-mahal']);
    expect(screen.queryByText('Melhor')).not.toBeInTheDocument();
    expect(screen.getByText(compareContent.single)).toBeInTheDocument();
  });

  it('takes a stone out from its column and leads to the budget form with every stone', () => {
    const removed: string[] = [];
    renderComparison(['taj-mahal', 'carrara'], (slug) => removed.push(slug));
    fireEvent.click(screen.getByRole('button', { name: 'Retirar Carrara da comparação' }));
    expect(removed).toEqual(['carrara']);
    expect(screen.getByRole('link', { name: compareContent.budgetCta })).toHaveAttribute('href', '/?pedras=taj-mahal,carrara#budget');
  });

  it('invites to the catalogue when no stone is chosen', () => {
    renderComparison([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: compareContent.empty.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: compareContent.catalogueLink })).toHaveAttribute('href', '/pedras');
  });
});

/** The page's one polite live region (not a status role: the catalogue's count is the page's status). */
const announcer = () => document.querySelector<HTMLElement>('[aria-live="polite"][data-compare-announcer]')!;

describe('the compare button', () => {
  const storeWith = (ids: string[]) => {
    const storage = createMemoryStorage(ids.length ? { [COMPARE_STORAGE_KEY]: JSON.stringify(ids) } : {});
    return { storage, store: createCompareStore(storage) };
  };

  it('is a toggle button whose state and every change are announced', () => {
    const { storage, store } = storeWith(['carrara']);
    renderWithProviders(
      <>
        <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={store} />
        <CompareAnnouncer />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Comparar Taj Mahal' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(announcer()).toHaveTextContent('Taj Mahal entrou na comparação: 2 de 3 pedras.');
    expect(readCompared(storage)).toEqual(['carrara', 'taj-mahal']);
    expect(screen.getByRole('link', { name: /Ver comparação \(2\)/ })).toHaveAttribute('href', '/comparar?pedras=carrara,taj-mahal');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(announcer()).toHaveTextContent('Taj Mahal saiu da comparação: 1 de 3 pedras.');
  });

  it('refuses a fourth stone and says how to make room', () => {
    const { storage, store } = storeWith(['carrara', 'branco-polar', 'verde-alpi']);
    renderWithProviders(
      <>
        <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={store} />
        <CompareAnnouncer />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Taj Mahal' }));
    expect(screen.getByRole('button', { name: 'Comparar Taj Mahal' })).toHaveAttribute('aria-pressed', 'false');
    expect(announcer()).toHaveTextContent('A comparação já tem 3 pedras. Retire uma para incluir Taj Mahal.');
    expect(readCompared(storage)).toEqual(['carrara', 'branco-polar', 'verde-alpi']);
  });

  it('shows every control the same selection', () => {
    const { store } = storeWith([]);
    renderWithProviders(
      <>
        <CompareToggle stone="carrara" name="Carrara" labels={compareContent.control} store={store} />
        <CompareToggle stone="carrara" name="Carrara" labels={compareContent.control} store={store} />
        <CompareAnnouncer />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Comparar Carrara' });
    fireEvent.click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    // One live region for the page, however many controls it has.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(announcer()).toHaveTextContent('Carrara entrou na comparação: 1 de 3 pedras.');
  });
});

describe('the catalogue’s comparison tray', () => {
  const names = { carrara: 'Carrara', 'taj-mahal': 'Taj Mahal' };
  const labels = { ...compareContent.tray, view: compareContent.control.view };

  it('shows nothing while the selection is empty, then the count, the names and the way to the comparison', () => {
    const store = createCompareStore(createMemoryStorage({}));
    renderWithProviders(
      <>
        <CompareToggle stone="carrara" name="Carrara" labels={compareContent.control} store={store} withLink={false} />
        <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={store} withLink={false} />
        <CompareTray labels={labels} names={names} store={store} />
        <CompareAnnouncer />
      </>,
    );
    expect(screen.queryByRole('complementary', { name: 'Sua comparação' })).toBeNull();
    // The cards carry no link of their own.
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Carrara' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Taj Mahal' }));
    const tray = screen.getByRole('complementary', { name: 'Sua comparação' });
    expect(tray).toHaveTextContent('Sua comparação · 2 de 3 pedras');
    expect(tray).toHaveTextContent('Carrara, Taj Mahal');
    expect(within(tray).getByRole('link', { name: 'Ver comparação (2)' })).toHaveAttribute('href', '/comparar?pedras=carrara,taj-mahal');
    // The page's announcer says the change; the tray is no second live region.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Carrara' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Taj Mahal' }));
    expect(screen.queryByRole('complementary', { name: 'Sua comparação' })).toBeNull();
  });
});
