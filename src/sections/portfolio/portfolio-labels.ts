import type { PortfolioCategory, PortfolioFilter } from '../../../content/types';

/** Every text the portfolio shows besides the projects themselves; the page passes it from content. */
export interface PortfolioTexts {
  stats: readonly { value: string; label: string }[];
  featuredBadge: string;
  filterLabels: Readonly<Record<PortfolioFilter, string>>;
  categoryLabels: Readonly<Record<PortfolioCategory, string>>;
  labels: {
    filterGroup: string;
    material: string;
    finish: string;
    location: string;
    year: string;
    result: string;
    empty: string;
  };
  closing: { title: string; text: string; button: string };
}
