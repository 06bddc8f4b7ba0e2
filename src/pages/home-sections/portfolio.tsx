// Home page, below the fold: the portfolio with its content (a chunk of its own, see home-page.tsx).
import {
  featuredBadge,
  portfolioCategoryLabels,
  portfolioClosing,
  portfolioFilterLabels,
  portfolioHeading,
  portfolioLabels,
  portfolioStats,
} from '../../../content/home';
import { portfolioFilters, portfolioProjects } from '../../../content/portfolio';
import { Portfolio } from '../../sections/portfolio/portfolio';
import type { PortfolioTexts } from '../../sections/portfolio/portfolio-labels';

const texts: PortfolioTexts = {
  stats: portfolioStats,
  featuredBadge,
  filterLabels: portfolioFilterLabels,
  categoryLabels: portfolioCategoryLabels,
  labels: portfolioLabels,
  closing: portfolioClosing,
};

export default function PortfolioSection() {
  return <Portfolio heading={portfolioHeading} projects={portfolioProjects} filters={portfolioFilters} texts={texts} />;
}
