import styled from '@emotion/styled';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { company } from '../../content/company';
import { hero, seo } from '../../content/home';
import { findStoneAddress, materialOfCollection, UNDECIDED_MATERIAL } from '../../content/stone-slugs';
import { BUDGET_FORM_ID, BUDGET_HASH, budgetPrefillParams, budgetStonesParam, scrollToBudgetForm } from '../lib/budget-anchor';
import type { AskedStone } from '../lib/budget-steps';
import { lazyLayoutMark } from '../lib/lazy-layout';
import { isFirstRenderDone, lazyPage } from '../lib/lazy-page';
import { nearPart, openAll } from '../lib/near-parts';
import { clearScrollPosition, saveScrollPosition, scheduleScrollRestore } from '../lib/scroll-memory';
import { BudgetSection } from '../sections/budget-wizard/budget-section';
import { Hero } from '../sections/hero/hero';
import { usePageHead } from '../seo/use-page-head';
import { VisuallyHidden } from '../ui/visually-hidden';

// Below the fold: each section, with its content, is a chunk of its own and a Suspense boundary, asked for as the
// visitor nears it (src/lib/near-parts.ts); React hydrates each on its own once its code is here. The budget form is
// not among them: it hydrates with the page, so nothing typed into it early is at risk.
// Each with its height at 390, 768 and 1440 px, which stands in until the section is drawn: it is
// laid out only near the viewport (src/lib/lazy-layout.ts); e2e/deferred-sections.spec.ts keeps them close.
const sections = [
  { id: 'processo', part: lazyPage(nearPart('processo', () => import('./home-sections/process'))), heights: { phone: 2117, tablet: 2135, desktop: 1742 } },
  { id: 'pedras', part: lazyPage(nearPart('pedras', () => import('./home-sections/stone-carousel'))), heights: { phone: 1282, tablet: 1271, desktop: 1218 } },
  { id: 'acabamentos', part: lazyPage(nearPart('acabamentos', () => import('./home-sections/finishes'))), heights: { phone: 1400, tablet: 1308, desktop: 1130 } },
  { id: 'portfolio', part: lazyPage(nearPart('portfolio', () => import('./home-sections/portfolio'))), heights: { phone: 2525, tablet: 5485, desktop: 4054 } },
  { id: 'depoimentos', part: lazyPage(nearPart('depoimentos', () => import('./home-sections/testimonials'))), heights: { phone: 1353, tablet: 1818, desktop: 1588 } },
  { id: 'marca', part: lazyPage(nearPart('marca', () => import('./home-sections/brand'))), heights: { phone: 3976, tablet: 2509, desktop: 2618 } },
  { id: 'perguntas', part: lazyPage(nearPart('perguntas', () => import('./home-sections/faq'))), heights: { phone: 913, tablet: 900, desktop: 792 } },
];

// Made once: the page re-rendering (a hash change) hands React the same elements, which it skips.
const sectionSlots = sections.map(({ id, part: { Page: Section }, heights }) => (
  <div key={id} data-section-slot={id} {...lazyLayoutMark(heights)}>
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  </div>
));

/**
 * The sections' code: all of it before the page renders for the prerender and for a visit from another page; on the
 * page the visitor arrives on, each section's as the visitor nears it (src/lib/near-parts.ts).
 */
export function prepare() {
  if (isFirstRenderDone()) openAll();
  return Promise.all(sections.map(({ part }) => part.preload()));
}

/** The budget section's height at 390, 768 and 1440 px (its first step), standing in while it is laid out lazily. */
const BUDGET_HEIGHTS = { phone: 1415, tablet: 1384, desktop: 1249 };

// Whatever is fixed on screen (the phone's bottom call-to-action bar) must never cover the form's start.
const BudgetSlot = styled.div(({ theme }) => ({
  [`& #${BUDGET_FORM_ID}`]: {
    scrollMarginTop: theme.space(2),
    scrollMarginBottom: theme.layout.mobileBarHeight,
  },
}));

/**
 * Restores the home scroll position on arrival (or goes to the budget form for /#budget) and remembers
 * it when the visitor leaves. Effects only: the server and the first client render stay identical.
 */
function useHomeScrollMemory(hash: string) {
  // Arrival only: a later hash change on this page is handled by the link that made it.
  const [arrivedAt] = useState(hash);
  useEffect(() => {
    const storage = window.sessionStorage;
    if (arrivedAt === BUDGET_HASH) {
      clearScrollPosition(storage);
      const frame = window.requestAnimationFrame(() => scrollToBudgetForm());
      return () => window.cancelAnimationFrame(frame);
    }
    return scheduleScrollRestore(storage, (y) => window.scrollTo({ top: y, behavior: 'instant' }));
  }, [arrivedAt]);

  useEffect(() => {
    const storage = window.sessionStorage;
    // The last position the visitor actually scrolled to: by the time the page unmounts the next route
    // may already have reset the window, and an unmount without scrolling must not overwrite a saved value.
    // Seeded with where the page is now: the visitor may have scrolled before the page was hydrated.
    let lastY: number | null = window.scrollY > 0 ? window.scrollY : null;
    const onScroll = () => {
      lastY = window.scrollY;
    };
    const onPageHide = () => saveScrollPosition(storage, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      if (lastY !== null) saveScrollPosition(storage, lastY);
    };
  }, []);
}

/**
 * The stone a stone page's call to action asks about (/?pedra=branco-polar#budget), or the stones of a
 * comparison (/?pedras=taj-mahal,carrara#budget), keeping only ours. Stones of one family preset its
 * material; stones of different families preset "Ainda não sei": the visitor is still choosing between them.
 */
export function askedStone(search: string): AskedStone | undefined {
  const addresses = budgetStonesParam(search).flatMap((slug) => findStoneAddress(slug) ?? []);
  if (addresses.length === 0) return undefined;
  const materials = new Set(addresses.map((address) => materialOfCollection[address.collection]));
  const names = addresses.map((address) => address.name);
  return { name: names.join(', '), names, material: materials.size === 1 ? [...materials][0]! : UNDECIDED_MATERIAL };
}

export default function HomePage() {
  const { hash, search } = useLocation();
  const stone = useMemo(() => askedStone(search), [search]);
  const prefill = useMemo(() => budgetPrefillParams(search), [search]);
  usePageHead({ ...seo.home, canonicalPath: '/' });
  useHomeScrollMemory(hash);

  return (
    <>
      <VisuallyHidden as="h1">{company.tagline}</VisuallyHidden>
      <Hero content={hero} />
      {sectionSlots}
      <BudgetSlot {...lazyLayoutMark(BUDGET_HEIGHTS)}>
        <BudgetSection stone={stone} prefill={prefill} />
      </BudgetSlot>
    </>
  );
}
