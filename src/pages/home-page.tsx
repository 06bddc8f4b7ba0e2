import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { brand } from '../../content/brand';
import { company } from '../../content/company';
import { comparisonLabels } from '../../content/comparison';
import { faqItems } from '../../content/faq';
import {
  carouselHeading,
  carouselLabels,
  faqHeading,
  featuredBadge,
  finishesHeading,
  finishesLabels,
  hero,
  portfolioCategoryLabels,
  portfolioClosing,
  portfolioFilterLabels,
  portfolioHeading,
  portfolioLabels,
  portfolioStats,
  processHeading,
  processLabels,
  seo,
  testimonialsClosing,
  testimonialsHeading,
  testimonialsLabels,
} from '../../content/home';
import { finishes } from '../../content/finishes';
import { portfolioFilters, portfolioProjects } from '../../content/portfolio';
import { processSteps } from '../../content/process-steps';
import { carouselStones } from '../../content/stones';
import { testimonials } from '../../content/testimonials';
import { videoControlLabels } from '../../content/video-controls';
import { BUDGET_FORM_ID, BUDGET_HASH, scrollToBudgetForm } from '../lib/budget-anchor';
import { clearScrollPosition, saveScrollPosition, scheduleScrollRestore } from '../lib/scroll-memory';
import { Brand } from '../sections/brand/brand';
import { BudgetSection } from '../sections/budget-wizard/budget-section';
import { Faq } from '../sections/faq/faq';
import { Finishes } from '../sections/finishes/finishes';
import { Hero } from '../sections/hero/hero';
import { Portfolio } from '../sections/portfolio/portfolio';
import type { PortfolioTexts } from '../sections/portfolio/portfolio-labels';
import { Process } from '../sections/process/process';
import { StoneCarousel } from '../sections/stone-carousel/stone-carousel';
import { Testimonials } from '../sections/testimonials/testimonials';
import { usePageHead } from '../seo/use-page-head';
import { VisuallyHidden } from '../ui/visually-hidden';

const portfolioTexts: PortfolioTexts = {
  stats: portfolioStats,
  featuredBadge,
  filterLabels: portfolioFilterLabels,
  categoryLabels: portfolioCategoryLabels,
  labels: portfolioLabels,
  closing: portfolioClosing,
};

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
  useEffect(() => {
    const storage = window.sessionStorage;
    if (hash === BUDGET_HASH) {
      clearScrollPosition(storage);
      const frame = window.requestAnimationFrame(() => scrollToBudgetForm());
      return () => window.cancelAnimationFrame(frame);
    }
    return scheduleScrollRestore(storage, (y) => window.scrollTo({ top: y, behavior: 'instant' }));
  }, []);

  useEffect(() => {
    const storage = window.sessionStorage;
    // The last position the visitor actually scrolled to: by the time the page unmounts the next route
    // may already have reset the window, and an unmount without scrolling must not overwrite a saved value.
    let lastY: number | null = null;
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

export default function HomePage() {
  const { hash } = useLocation();
  usePageHead({ ...seo.home, canonicalPath: '/' });
  useHomeScrollMemory(hash);

  return (
    <>
      <VisuallyHidden as="h1">{company.tagline}</VisuallyHidden>
      <Hero content={hero} />
      <Process heading={processHeading} steps={processSteps} labels={processLabels} />
      <StoneCarousel heading={carouselHeading} stones={carouselStones} labels={carouselLabels} />
      <Finishes heading={finishesHeading} finishes={finishes} labels={finishesLabels} />
      <Portfolio heading={portfolioHeading} projects={portfolioProjects} filters={portfolioFilters} texts={portfolioTexts} />
      <Testimonials
        heading={testimonialsHeading}
        testimonials={testimonials}
        labels={testimonialsLabels}
        videoLabels={videoControlLabels}
        closing={testimonialsClosing}
      />
      <Brand content={brand} comparisonLabels={comparisonLabels} videoLabels={videoControlLabels} />
      <Faq heading={faqHeading} items={faqItems} />
      <BudgetSlot>
        <BudgetSection />
      </BudgetSlot>
    </>
  );
}
