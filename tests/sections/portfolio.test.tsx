import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolioHeading, portfolioLabels, portfolioTexts } from '../../content/home';
import { portfolioFilters, portfolioProjects } from '../../content/portfolio';
import type { PortfolioProject } from '../../content/types';
import {
  countByCategory,
  featuredProject,
  filterProjects,
  MAX_VISIBLE_TAGS,
  visibleTags,
} from '../../src/sections/portfolio/portfolio-filter';
import { Portfolio } from '../../src/sections/portfolio/portfolio';
import { FILTER_FADE_MS } from '../../src/sections/portfolio/use-portfolio-filter';
import { renderWithProviders } from '../render';

const byId = (id: number) => portfolioProjects.find((p) => p.id === id)!;

describe('portfolio logic', () => {
  it('features only the Lagoa dining table (id 9)', () => {
    expect(portfolioProjects.filter((p) => p.featured).map((p) => p.id)).toEqual([9]);
    expect(featuredProject(portfolioProjects)?.id).toBe(9);
  });

  it('counts non-featured projects only, so each number matches the cards its filter shows', () => {
    const counts = countByCategory(portfolioProjects);
    expect(counts).toEqual({ todos: 10, cozinha: 4, banheiro: 3, mobiliario: 1, 'area-gourmet': 2, escada: 0 });
    for (const filter of portfolioFilters) {
      expect(filterProjects(portfolioProjects, filter)).toHaveLength(counts[filter]);
    }
  });

  it('leaves a featured project out of its category count', () => {
    const kitchen = { ...byId(2), id: 100, featured: true } satisfies PortfolioProject;
    const counts = countByCategory([kitchen, byId(5)]);
    expect(counts.cozinha).toBe(1);
    expect(counts.todos).toBe(1);
  });

  it('filters by category and never returns the featured project', () => {
    expect(filterProjects(portfolioProjects, 'todos').map((p) => p.id)).toEqual([2, 3, 4, 5, 6, 8, 10, 11, 12, 13]);
    expect(filterProjects(portfolioProjects, 'mobiliario').map((p) => p.id)).toEqual([11]);
    expect(filterProjects(portfolioProjects, 'escada')).toEqual([]);
  });

  it('keeps at most three tags, in their order', () => {
    expect(MAX_VISIBLE_TAGS).toBe(3);
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(visibleTags(['a'])).toEqual(['a']);
  });
});

describe('<Portfolio>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderPortfolio = (initialFilter?: Parameters<typeof Portfolio>[0]['initialFilter']) =>
    renderWithProviders(
      <Portfolio
        heading={portfolioHeading}
        projects={portfolioProjects}
        filters={portfolioFilters}
        texts={portfolioTexts}
        initialFilter={initialFilter}
      />,
    );
  const grid = () => document.querySelector('[data-filter]') as HTMLElement;
  const cardTitles = () => within(grid()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

  it('shows the headline figures and the featured project with its badge and facts', () => {
    renderPortfolio();
    expect(screen.getByRole('heading', { level: 2, name: 'Projetos que Assinamos' })).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByText('98%')).toBeInTheDocument();

    const featured = screen.getByRole('article', { name: byId(9).title });
    expect(within(featured).getByText('Projeto em Destaque')).toBeInTheDocument();
    expect(within(featured).getByText(byId(9).result)).toBeInTheDocument();
    expect(within(featured).getByText('Lagoa')).toBeInTheDocument();
    expect(within(featured).getByText('Quartizito WoodStone')).toBeInTheDocument();
    expect(within(featured).getByText('2025')).toBeInTheDocument();
    // Shown once, large: never repeated as a card in the grid.
    expect(cardTitles()).not.toContain(byId(9).title);
  });

  it('labels each filter with its count and starts on todos', () => {
    renderPortfolio();
    const names = ['Todos (10)', 'Cozinhas (4)', 'Banheiros (3)', 'Mobiliário (1)', 'Área gourmet (2)', 'Escadas (0)'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todos (10)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cozinhas (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toHaveLength(10);
  });

  it('dims the grid for 300 ms on a filter change, then shows the new category', () => {
    renderPortfolio();
    fireEvent.click(screen.getByRole('button', { name: 'Cozinhas (4)' }));

    expect(screen.getByRole('button', { name: 'Cozinhas (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todos (10)' })).toHaveAttribute('aria-pressed', 'false');
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(cardTitles()).toHaveLength(10);

    act(() => { vi.advanceTimersByTime(FILTER_FADE_MS - 1); });
    expect(cardTitles()).toHaveLength(10);

    act(() => { vi.advanceTimersByTime(1); });
    expect(grid()).toHaveAttribute('aria-busy', 'false');
    expect(cardTitles()).toEqual([2, 5, 10, 13].map((id) => byId(id).title));
  });

  it('restarts the fade when another filter is pressed during it', () => {
    renderPortfolio();
    fireEvent.click(screen.getByRole('button', { name: 'Cozinhas (4)' }));
    act(() => { vi.advanceTimersByTime(200); });
    fireEvent.click(screen.getByRole('button', { name: 'Banheiros (3)' }));
    act(() => { vi.advanceTimersByTime(200); });
    expect(cardTitles()).toHaveLength(10);
    act(() => { vi.advanceTimersByTime(100); });
    expect(cardTitles()).toEqual([3, 8, 12].map((id) => byId(id).title));
  });

  it('shows the empty message for escada', () => {
    renderPortfolio();
    fireEvent.click(screen.getByRole('button', { name: 'Escadas (0)' }));
    act(() => { vi.advanceTimersByTime(FILTER_FADE_MS); });
    expect(screen.getByText(portfolioLabels.empty)).toBeInTheDocument();
    expect(document.querySelector('[data-filter]')).toBeNull();
  });

  it('can open on another filter', () => {
    renderPortfolio('area-gourmet');
    expect(screen.getByRole('button', { name: 'Área gourmet (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual([4, 6].map((id) => byId(id).title));
  });

  it('shows on a card its category, year, material and finish, location, result and three tags at most', () => {
    renderPortfolio();
    const project = byId(2);
    const card = screen.getByRole('heading', { level: 3, name: project.title }).closest('li')!;
    expect(within(card).getByText('Cozinha · 2024')).toBeInTheDocument();
    expect(within(card).getByText(/Ultracompacto Cimento Light · Acetinado/)).toBeInTheDocument();
    expect(within(card).getByText(/Barra da Tijuca/)).toBeInTheDocument();
    expect(within(card).getByText(project.result)).toBeInTheDocument();
    expect(project.tags.length).toBeGreaterThan(3);
    const tags = within(card).getAllByRole('listitem').map((li) => li.textContent);
    expect(tags).toEqual(project.tags.slice(0, 3));
  });

  it('closes with the budget call to action', () => {
    renderPortfolio();
    expect(screen.getByRole('link', { name: 'Quero orçar meu projeto' })).toHaveAttribute('href', '/#budget');
  });
});
