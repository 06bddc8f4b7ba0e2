import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '../../content/brand';
import { comparisonLabels } from '../../content/brand-comparison';
import { videoControlLabels } from '../../content/video-controls';
import { Brand } from '../../src/sections/brand/brand';
import { installFakeIntersectionObserver } from '../fakes/intersection-observer';
import { installMatchMedia } from '../fakes/match-media';
import { renderWithProviders } from '../render';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBrand(props: Partial<Parameters<typeof Brand>[0]> = {}) {
  return renderWithProviders(<Brand content={brand} comparisonLabels={comparisonLabels} videoLabels={videoControlLabels} {...props} />);
}

/** Text a sighted visitor sees: skips what is laid out but invisible (the width-reserving copy). */
const visibleText = (node: Node): string => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && getComputedStyle(node).visibility === 'hidden') return '';
  return [...node.childNodes].map(visibleText).join('');
};

/** The figures as a sighted visitor reads them, e.g. ['+0 m²', '+0', '0%']. */
const visibleFigures = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-counter]')].map((el) => visibleText(el).replace(/\s+/g, ' ').trim());

describe('Brand counters', () => {
  it('start at 0, count once the stats block is 30% visible and end exactly on 2000, 500 and 98', () => {
    installMatchMedia();
    const io = installFakeIntersectionObserver();
    const { container } = renderBrand();
    const stats = container.querySelector('[data-counter]')!.closest('ul')!;
    const [observer] = io.observersOf(stats);
    expect(observer?.options.threshold).toBe(0.3);
    expect(visibleFigures(container)).toEqual(['+0 m²', '+0', '0%']);

    act(() => observer!.report(0.1));
    act(() => { vi.advanceTimersByTime(2500); });
    expect(visibleFigures(container)).toEqual(['+0 m²', '+0', '0%']);

    act(() => observer!.report(0.3));
    act(() => { vi.advanceTimersByTime(1000); });
    const halfway = visibleFigures(container);
    expect(halfway).not.toEqual(['+0 m²', '+0', '0%']);
    expect(halfway).not.toEqual(['+2000 m²', '+500', '98%']);

    act(() => { vi.advanceTimersByTime(1100); });
    expect(visibleFigures(container)).toEqual(['+2000 m²', '+500', '98%']);

    // Once only: leaving and entering again does not restart from zero.
    act(() => io.all().forEach((o) => o.report(0)));
    act(() => io.all().forEach((o) => o.report(1)));
    act(() => { vi.advanceTimersByTime(100); });
    expect(visibleFigures(container)).toEqual(['+2000 m²', '+500', '98%']);
  });

  it('give assistive technology the real figures from the first render', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    renderBrand();
    expect(screen.getByText('+2000 m²')).toBeInTheDocument();
    expect(screen.getByText('+500')).toBeInTheDocument();
    expect(screen.getByText('98%')).toBeInTheDocument();
  });

  it('show the final values at once under reduced motion', () => {
    installMatchMedia({ reducedMotion: true });
    installFakeIntersectionObserver();
    const { container } = renderBrand();
    expect(visibleFigures(container)).toEqual(['+2000 m²', '+500', '98%']);
  });
});

describe('Brand video panel', () => {
  const panelTitle = (container: HTMLElement) => within(container.querySelector<HTMLElement>('[data-testid="brand-panel"]')!);

  it('shows the factory video by default and swaps to a hovered card after the 200 ms fade', () => {
    installMatchMedia({ width: 1440 });
    installFakeIntersectionObserver();
    const { container } = renderBrand();
    const panel = panelTitle(container);
    expect(panel.getByText('Nossa estrutura garante seu prazo')).toBeInTheDocument();
    expect(panel.getByText('Capacidade produtiva para entregar no tempo certo, sempre.')).toBeInTheDocument();

    const feature = brand.features[1]!;
    fireEvent.pointerEnter(screen.getByRole('button', { name: feature.title }), { pointerType: 'mouse' });
    act(() => { vi.advanceTimersByTime(199); });
    expect(panel.getByText('Nossa estrutura garante seu prazo')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(panel.getByText(feature.videoTitle)).toBeInTheDocument();
    expect(container.querySelector('[data-testid="brand-panel"] video')).toHaveAttribute('src', feature.media.kind === 'video' ? feature.media.video.src : '');

    fireEvent.pointerLeave(screen.getByRole('button', { name: feature.title }).closest('ul')!, { pointerType: 'mouse' });
    act(() => { vi.advanceTimersByTime(200); });
    expect(panel.getByText('Nossa estrutura garante seu prazo')).toBeInTheDocument();
  });

  it('swaps on keyboard focus as on hover', () => {
    installMatchMedia({ width: 1440 });
    installFakeIntersectionObserver();
    const { container } = renderBrand();
    const feature = brand.features[3]!;
    act(() => screen.getByRole('button', { name: feature.title }).focus());
    act(() => { vi.advanceTimersByTime(200); });
    expect(panelTitle(container).getByText(feature.videoTitle)).toBeInTheDocument();
  });

  it('keeps the keyboard-focused card in the panel when the mouse leaves the list', () => {
    installMatchMedia({ width: 1440 });
    installFakeIntersectionObserver();
    const { container } = renderBrand();
    const focusedFeature = brand.features[0]!;
    const hovered = screen.getByRole('button', { name: brand.features[2]!.title });
    act(() => screen.getByRole('button', { name: focusedFeature.title }).focus());
    fireEvent.pointerEnter(hovered, { pointerType: 'mouse' });
    fireEvent.pointerLeave(hovered.closest('ul')!, { pointerType: 'mouse' });
    act(() => { vi.advanceTimersByTime(200); });
    expect(panelTitle(container).getByText(focusedFeature.videoTitle)).toBeInTheDocument();
  });

  it('below 1024 px lists the features without any panel video or interaction', () => {
    installMatchMedia({ width: 390 });
    installFakeIntersectionObserver();
    const { container } = renderBrand();
    expect(screen.queryByRole('button', { name: brand.features[0]!.title })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: brand.features[0]!.title })).toBeInTheDocument();
    expect(container.querySelector('[data-testid="brand-panel"] video')).toBeNull();
  });
});

describe('Brand comparison', () => {
  it('is a real table: caption, column and row headers, DESTAQUE on the two featured rows', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    renderBrand();
    const table = screen.getByRole('table', { name: brand.comparison.title });
    const columns = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(columns).toEqual([comparisonLabels.criteriaHeader, 'Lavra', 'Mercado comum']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(7);
    const badged = rowHeaders.filter((th) => within(th).queryByText('DESTAQUE'));
    expect(badged.map((th) => th.textContent?.replace('DESTAQUE', '').trim())).toEqual(['Atendimento', 'Compatibilização de projeto']);
  });

  it('ends with "Falar com especialista" leading to the budget form', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    renderBrand();
    expect(screen.getByRole('link', { name: 'Falar com especialista' })).toHaveAttribute('href', '/#budget');
  });
});
