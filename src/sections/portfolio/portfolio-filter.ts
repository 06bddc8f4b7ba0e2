import type { PortfolioFilter, PortfolioProject } from '../../../content/types';

/** Cards show at most this many tags, so every card keeps the same rhythm. */
export const MAX_VISIBLE_TAGS = 3;

/** The project shown large above the grid (the first one flagged as featured). */
export function featuredProject(projects: readonly PortfolioProject[]): PortfolioProject | undefined {
  return projects.find((project) => project.featured === true);
}

/** Projects of the grid for a filter: never the featured one, which already has its own block. */
export function filterProjects(projects: readonly PortfolioProject[], filter: PortfolioFilter): PortfolioProject[] {
  return projects.filter((project) => !project.featured && (filter === 'todos' || project.category === filter));
}

/**
 * Count shown on each filter button. It counts NON-featured projects only, because a button's number
 * must match the cards that appear in the grid when it is pressed, and the featured project is never
 * in the grid. Categories without projects (escada) count 0.
 */
export function countByCategory(projects: readonly PortfolioProject[]): Record<PortfolioFilter, number> {
  const counts: Record<PortfolioFilter, number> = {
    todos: 0,
    cozinha: 0,
    banheiro: 0,
    mobiliario: 0,
    'area-gourmet': 0,
    escada: 0,
  };
  for (const project of filterProjects(projects, 'todos')) {
    counts.todos += 1;
    counts[project.category] += 1;
  }
  return counts;
}

export function visibleTags(tags: readonly string[]): readonly string[] {
  return tags.slice(0, MAX_VISIBLE_TAGS);
}
