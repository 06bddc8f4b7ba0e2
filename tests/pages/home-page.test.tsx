import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { brand } from '../../content/brand';
import { company } from '../../content/company';
import {
  carouselHeading,
  faqHeading,
  finishesHeading,
  hero,
  portfolioHeading,
  processHeading,
  testimonialsHeading,
} from '../../content/home';
import { HOME_SCROLL_KEY } from '../../src/lib/scroll-memory';
import HomePage, { prepare } from '../../src/pages/home-page';
import { renderWithProviders } from '../render';

function renderHome(route = '/') {
  return renderWithProviders(
    <>
      <Link to="/granitos">sair</Link>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/granitos" element={<p>granitos</p>} />
      </Routes>
    </>,
    { route },
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('home page', { timeout: 120_000 }, () => {
  // Below-the-fold sections are chunks of their own: a page rendered in the browser loads them first
  // (the router does it through the page's prepare()).
  beforeAll(() => prepare());

  let scrollTo: ReturnType<typeof vi.fn>;
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    scrollIntoView = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
    Element.prototype.scrollIntoView = scrollIntoView as never;
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('carries the tagline in its main heading and shows the sections in the spec’s order', () => {
    renderHome();
    // Plain selectors: role queries over the whole page are slow and the headings here are plain elements.
    const h1 = document.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent(company.tagline);
    const headings = Array.from(document.querySelectorAll('h2'), (h) => h.textContent ?? '');
    const order = [
      hero.headline,
      processHeading.title,
      carouselHeading.title,
      finishesHeading.title,
      portfolioHeading.title,
      testimonialsHeading.title,
      brand.title,
      faqHeading.title,
    ].map((title) => headings.indexOf(title));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The budget form comes after every one of them.
    const form = document.getElementById('budget-form')!;
    const portfolio = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === portfolioHeading.title)!;
    expect(portfolio.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('restores a saved scroll position 100 ms after arrival, then clears it', () => {
    sessionStorage.setItem(HOME_SCROLL_KEY, '1800');
    renderHome();
    act(() => { vi.advanceTimersByTime(99); });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(scrollTo).toHaveBeenCalledWith({ top: 1800, behavior: 'instant' });
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBeNull();
  });

  it('goes to the budget form instead of restoring when the address ends in #budget', () => {
    sessionStorage.setItem(HOME_SCROLL_KEY, '1800');
    renderHome('/#budget');
    act(() => { vi.advanceTimersByTime(200); });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('budget-form'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBeNull();
  });

  it('remembers the position when the visitor leaves for another route', () => {
    renderHome();
    scrollWindowTo(950);
    fireEvent.click(screen.getByRole('link', { name: 'sair' }));
    expect(screen.getByText('granitos')).toBeInTheDocument();
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBe('950');
  });

  it('remembers the position when the page is hidden (reload, tab closed, another site)', () => {
    renderHome();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 420 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBe('420');
  });

  it('does not overwrite a saved position when it unmounts before the visitor scrolled', () => {
    sessionStorage.setItem(HOME_SCROLL_KEY, '640');
    const { unmount } = renderHome();
    unmount();
    expect(sessionStorage.getItem(HOME_SCROLL_KEY)).toBe('640');
  });
});
