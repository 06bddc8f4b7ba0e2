import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionLabels } from '../../content/collections/stone-labels';
import { granitos } from '../../content/collections/granitos';
import { marmores } from '../../content/collections/marmores';
import { quartizitos } from '../../content/collections/quartizitos';
import { sinterizados } from '../../content/collections/sinterizados';
import { company } from '../../content/company';
import type { CollectionPage } from '../../content/types';
import DolomiticPage from '../../src/pages/dolomitic-page';
import GranitesPage from '../../src/pages/granites-page';
import MarblesPage from '../../src/pages/marbles-page';
import QuartzitesPage from '../../src/pages/quartzites-page';
import { renderWithProviders } from '../render';

const pages: [string, CollectionPage, ComponentType][] = [
  [quartizitos.path, quartizitos, QuartzitesPage],
  [marmores.path, marmores, MarblesPage],
  [granitos.path, granitos, GranitesPage],
  [sinterizados.path, sinterizados, DolomiticPage],
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(page: CollectionPage, Page: ComponentType, route = page.path) {
  renderWithProviders(<Page />, { route });
  return { tabs: screen.getAllByRole('tab'), panel: () => screen.getByRole('tabpanel') };
}

/** Badges shown in the visible panel for every stone of the page, by stone name. */
async function badgesByStone(page: CollectionPage, Page: ComponentType, badge: string) {
  const user = userEvent.setup();
  const { tabs, panel } = renderPage(page, Page);
  const withBadge: string[] = [];
  for (const [index, tab] of tabs.entries()) {
    await user.click(tab);
    if (within(panel()).queryByText(badge, { exact: true })) withBadge.push(page.stones[index]!.name);
  }
  return withBadge;
}

describe('a stone page', () => {
  it('opens at its own address with that stone selected and its name as the page heading', () => {
    const { tabs, panel } = renderPage(granitos, GranitesPage, '/granitos/blue-star');
    const index = granitos.stones.findIndex((stone) => stone.name === 'Blue Star');
    expect(tabs[index]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[index]).toHaveAttribute('href', '/granitos/blue-star');
    expect(within(panel()).getByRole('heading', { level: 1, name: 'Blue Star' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(granitos.hero.title, { selector: 'p' })).toBeInTheDocument();
    expect(document.title).toContain('Blue Star');
  });

  it('moves to the chosen stone’s address, keeping the stone page layout', async () => {
    const user = userEvent.setup();
    const { tabs, panel } = renderPage(granitos, GranitesPage, '/granitos/blue-star');
    await user.click(tabs[0]!);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { level: 1, name: 'Branco Polar' })).toBeInTheDocument();
    expect(document.title).toContain('Branco Polar');
    expect(screen.getByRole('link', { name: /Solicitar Avaliação Técnica/ })).toHaveAttribute('href', '/?pedra=branco-polar#budget');
  });
});

describe.each(pages)('collection page %s', (_path, page, Page) => {
  it('opens on the first stone, with one tab per stone', () => {
    const { tabs, panel } = renderPage(page, Page);
    expect(tabs).toHaveLength(page.stones.length);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.slice(1).every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(within(panel()).getByRole('heading', { level: 2, name: page.stones[0]!.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: page.hero.title })).toBeInTheDocument();
  });

  it('scrolls to the top when it opens', () => {
    renderPage(page, Page);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leads its main call to action to the budget form on the home page', () => {
    renderPage(page, Page);
    expect(screen.getByRole('link', { name: page.cta.primaryLabel })).toHaveAttribute('href', '/#budget');
  });

  it('opens a WhatsApp chat naming the selected stone from the secondary button', async () => {
    const user = userEvent.setup();
    const { tabs } = renderPage(page, Page);
    const chatText = () => {
      const link = screen.getByRole('link', { name: new RegExp(page.cta.secondaryLabel) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const url = new URL(link.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${company.whatsapp.replace(/\D/g, '')}`);
      return url.searchParams.get('text')!;
    };
    expect(chatText()).toContain(page.stones[0]!.name);
    await user.click(tabs[2]!);
    expect(chatText()).toContain(page.stones[2]!.name);
    expect(chatText()).not.toContain(page.stones[0]!.name);
  });

  it('lists the six technical specs of the selected stone', async () => {
    const user = userEvent.setup();
    const { tabs, panel } = renderPage(page, Page);
    await user.click(tabs[1]!);
    const stone = page.stones[1]!;
    const specs = within(panel()).getByRole('heading', { name: collectionLabels.technical });
    const list = document.querySelector(`[aria-labelledby="${specs.id}"]`) as HTMLElement;
    const terms = within(list).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Dureza', 'Densidade', 'Absorção', 'Resistência Mec.', 'Durabilidade', 'Manutenção']);
    const values = within(list).getAllByRole('definition').map((d) => d.textContent);
    const t = stone.technical;
    expect(values).toEqual([t.dureza, t.densidade, t.absorcao, t.resistenciaMecanica, t.durabilidade, t.manutencao]);
  });

  it('shows origin, age and formation of the selected stone', () => {
    const { panel } = renderPage(page, Page);
    const stone = page.stones[0]!;
    for (const [label, value] of [
      ['Origem', stone.origin],
      ['Idade', stone.age],
      ['Formação', stone.formation],
    ]) {
      const term = within(panel()).getByText(label!, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value!);
    }
    expect(within(panel()).getByRole('heading', { name: 'Características Únicas' })).toBeInTheDocument();
    for (const trait of stone.characteristics) expect(within(panel()).getByText(trait)).toBeInTheDocument();
  });

  it('shows one application card per application of the selected stone, with the page caption', async () => {
    const user = userEvent.setup();
    const { tabs } = renderPage(page, Page);
    await user.click(tabs[page.stones.length - 1]!);
    const stone = page.stones[page.stones.length - 1]!;
    const section = screen.getByRole('region', { name: page.applicationsSection.title });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([...stone.applications]);
    for (const card of cards) expect(card).toHaveTextContent(page.applicationsSection.caption);
  });
});

describe('tabs keyboard pattern', () => {
  it('moves focus and selection with the arrow keys, wrapping at both ends, and Home/End jump', async () => {
    const user = userEvent.setup();
    const { tabs, panel } = renderPage(granitos, GranitesPage);
    const last = tabs.length - 1;
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(tabs[last]).toHaveFocus();
    expect(tabs[last]).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { level: 2 })).toHaveTextContent(granitos.stones[last]!.name);
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tabs[last]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('leads Tab from a tab to its own panel, waiting for it when the page is still catching up with the address', async () => {
    const user = userEvent.setup();
    const { tabs } = renderPage(quartizitos, QuartzitesPage);
    await user.click(tabs[0]!);
    await user.keyboard('{End}');
    const last = tabs[tabs.length - 1]!;
    expect(last).toHaveFocus();
    const target = document.getElementById(last.getAttribute('aria-controls')!)!;
    // As on a slow phone: the tab is reached, its panel not shown yet.
    target.hidden = true;
    await user.keyboard('{Tab}');
    expect(last).toHaveFocus();
    target.hidden = false;
    await vi.waitFor(() => expect(target).toHaveFocus());

    // With the panel shown, Tab is the browser's own.
    await user.click(tabs[1]!);
    await user.keyboard('{Tab}');
    expect(document.getElementById(tabs[1]!.getAttribute('aria-controls')!)).toHaveFocus();
  });

  it('keeps exactly one tab in the tab order and ties each tab to its panel', async () => {
    const user = userEvent.setup();
    const { tabs, panel } = renderPage(marmores, MarblesPage);
    await user.click(tabs[3]!);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(tabs.map((_, i) => (i === 3 ? 0 : -1)));
    expect(tabs[3]).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toHaveAttribute('aria-labelledby', tabs[3]!.id);
    expect(screen.getByRole('tablist')).toHaveAccessibleName(collectionLabels.stonePicker);
  });
});

describe('per-page rules', () => {
  it('labels marble tabs with the first word of the name, keeping the full name for assistive technology', () => {
    const { tabs } = renderPage(marmores, MarblesPage);
    tabs.forEach((tab, index) => {
      const name = marmores.stones[index]!.name;
      expect(tab.querySelector('[data-label]')).toHaveTextContent(new RegExp(`^${name.split(' ')[0]}$`));
      expect(tab).toHaveAccessibleName(new RegExp(name));
    });
  });

  it('marks exactly the four extreme granites EXTREMO', async () => {
    expect(await badgesByStone(granitos, GranitesPage, 'EXTREMO')).toEqual(['Branco Polar', 'Preto Absoluto', 'Marinace Black', 'Titanium Black']);
  });

  it('marks every granite PREMIUM', async () => {
    expect(await badgesByStone(granitos, GranitesPage, 'PREMIUM')).toHaveLength(8);
  });

  it('marks only Super White and Infinity White NATURAL', async () => {
    expect(await badgesByStone(sinterizados, DolomiticPage, 'NATURAL')).toEqual(['Super White', 'Infinity White']);
  });

  it('marks the masterpiece marbles OBRA-PRIMA', async () => {
    const masterpieces = marmores.stones.filter((s) => s.flags.masterpiece).map((s) => s.name);
    expect(masterpieces.length).toBeGreaterThan(0);
    expect(await badgesByStone(marmores, MarblesPage, 'OBRA-PRIMA')).toEqual(masterpieces);
  });

  it('marks the exclusive quartzites EXCLUSIVO', async () => {
    const exclusive = quartizitos.stones.filter((s) => s.flags.exclusive).map((s) => s.name);
    expect(await badgesByStone(quartizitos, QuartzitesPage, 'EXCLUSIVO')).toEqual(exclusive);
  });

  it('builds the granite page as the spec lays it out', () => {
    renderPage(granitos, GranitesPage);
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/');
    const hero = screen.getByRole('heading', { level: 1, name: 'Granitos' }).closest('section')!;
    expect(within(hero).getByText('Força Suprema')).toBeInTheDocument();
    expect(within(hero).getByText(granitos.hero.tagline)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.querySelector('[data-label]')!.textContent)).toEqual(
      granitos.stones.map((s) => s.name.split(' ')[0]),
    );
    const strength = screen.getByRole('region', { name: 'Força Comprovada da Natureza' });
    expect(within(strength).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Resistência Extrema',
      'Versatilidade Total',
      'Investimento Vitalício',
    ]);
    expect(screen.getByRole('region', { name: 'Aplicações de uso intenso' })).toBeInTheDocument();
    expect(screen.getAllByText('Resistência medida, pedra por pedra')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Solicitar Avaliação Técnica' })).toHaveAttribute('href', '/#budget');
    expect(screen.getByRole('link', { name: /Teste de Resistência/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  });

  it('builds the dolomitic page with its own titles and calls to action', () => {
    renderPage(sinterizados, DolomiticPage);
    const hero = screen.getByRole('heading', { level: 1, name: 'Mármore Dolomítico' }).closest('section')!;
    expect(within(hero).getByText('Mármore Natural')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aplicações Naturais' })).toHaveTextContent('Elegância natural');
    const formation = screen.getByRole('region', { name: 'Formação Metamórfica Natural' });
    expect(within(formation).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Processo Metamórfico',
      'Cristalização Única',
      'Pureza Natural',
    ]);
    expect(screen.getByRole('link', { name: 'Solicitar Consultoria Especializada' })).toHaveAttribute('href', '/#budget');
    expect(screen.getByRole('link', { name: /Catálogo de Materiais/ })).toHaveAttribute('target', '_blank');
  });

  it('keeps the anchor target when opened on a hash', () => {
    renderWithProviders(<GranitesPage />, { route: '/granitos#granitos-contato' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  describe('taking over the page the browser opened', () => {
    const navigation = (type: NavigationTimingType) =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

    it('leaves a visitor who scrolled before the app arrived where they are', () => {
      navigation('navigate');
      renderWithProviders(<GranitesPage />, { route: '/granitos' });
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it('opens at the top after a reload or a step through history, as on any opening', () => {
      for (const type of ['reload', 'back_forward'] as const) {
        navigation(type);
        renderWithProviders(<GranitesPage />, { route: '/granitos' });
        expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
        vi.mocked(window.scrollTo).mockClear();
      }
    });

    it('opens at the top when reached from another page of the running app', () => {
      navigation('navigate');
      document.documentElement.setAttribute('data-hydrated', '');
      renderWithProviders(<GranitesPage />, { route: '/granitos' });
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    });
  });
});

describe('next stone', () => {
  it('walks the collection from the bottom of the details, wrapping to the first stone, and focuses the new panel', async () => {
    const user = userEvent.setup();
    const { tabs, panel } = renderPage(sinterizados, DolomiticPage);
    const last = sinterizados.stones.length - 1;
    await user.click(tabs[last - 1]!);
    const nextButton = () => screen.getByRole('link', { name: /Próxima pedra/ });
    expect(nextButton()).toHaveTextContent(sinterizados.stones[last]!.name);
    await user.click(nextButton());
    expect(tabs[last]).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveFocus();
    expect(within(panel()).getByRole('heading', { level: 2 })).toHaveTextContent(sinterizados.stones[last]!.name);
    expect(nextButton()).toHaveTextContent(sinterizados.stones[0]!.name);
    await user.click(nextButton());
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });
});
