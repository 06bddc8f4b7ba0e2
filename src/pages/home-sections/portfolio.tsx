// Home page, below the fold: the portfolio with its content (a chunk of its own, see home-page.tsx).
import { portfolioHeading, portfolioTexts } from '../../../content/home';
import { portfolioFilters, portfolioProjects } from '../../../content/portfolio';
import { Portfolio } from '../../sections/portfolio/portfolio';

export default function PortfolioSection() {
  return <Portfolio heading={portfolioHeading} projects={portfolioProjects} filters={portfolioFilters} texts={portfolioTexts} />;
}
