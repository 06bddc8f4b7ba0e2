import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent } from '../../content/catalogue-page';
import CataloguePage from '../../src/pages/catalogue-page';
import { CatalogueCard } from '../../src/sections/catalogue/catalogue-card';
import { renderWithProviders } from '../render';

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{`${pathname}${search}`}</span>;
}

function renderCatalogue(route: string) {
  return renderWithProviders(
    <>
      <CataloguePage />
      <Address />
    </>,
    { route },
  );
}

const results = () => screen.getByRole('status').parentElement!.parentElement!;
const cardOf = (name: string) => screen.getAllByRole('article', { name }).at(0)!;

describe('the catalogue page', () => {
  it('lists every stone with its collection, figures and a link to its own page', () => {
    renderCatalogue('/pedras');
    expect(screen.getByRole('heading', { level: 1, name: catalogueContent.heading.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('23 pedras');
    for (const stone of catalogueStones) {
      const card = cardOf(stone.name);
      expect(within(card).getByRole('link', { name: stone.name })).toHaveAttribute('href', stone.path);
      expect(within(card).getByText(stone.technical.dureza)).toBeInTheDocument();
    }
  });

  it('on a use page, shows why each stone fits under its name and sets poor fits aside with why', () => {
    renderCatalogue('/pedras/cozinha');
    expect(screen.getByRole('heading', { level: 1, name: 'Pedras para bancada de cozinha' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('19 pedras para bancada de cozinha');
    expect(within(cardOf('Preto Absoluto')).getByText(/Dureza 7 Mohs e absorção 0,08%: resiste a riscos e ao uso diário/)).toBeInTheDocument();
    expect(within(cardOf('Patagonia')).getByText('Com cuidados ·', { exact: false })).toBeInTheDocument();
    const aside = screen.getByText('Ver as 4 pedras que ficaram de fora e por quê').closest('details')!;
    expect(within(aside).getByRole('link', { name: 'Carrara' })).toHaveAttribute('href', '/marmores/carrara');
    expect(within(aside).getByRole('article', { name: 'Carrara' })).toHaveTextContent('Dureza 3 Mohs: facas riscam e ácidos marcam o polido da bancada');
    expect(screen.getByRole('link', { name: 'Cozinha' })).toHaveAttribute('aria-current', 'page');
  });

  it('narrows with real checkboxes and radios, keeps the choice in the address and says the new count', async () => {
    const user = userEvent.setup();
    renderCatalogue('/pedras/cozinha');
    await user.click(screen.getByText(catalogueContent.filters.summary));
    await user.click(screen.getByRole('checkbox', { name: 'Resistir a manchas' }));
    expect(screen.getByRole('checkbox', { name: 'Resistir a manchas' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent('/pedras/cozinha?prioridade=manchas');
    const count = screen.getByRole('status');
    expect(count).toHaveTextContent('10 pedras para bancada de cozinha');
    await user.click(screen.getByRole('radio', { name: 'Escuras' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/pedras/cozinha?prioridade=manchas&tom=escuro');
    expect(count).toHaveTextContent('4 pedras para bancada de cozinha');
    // The use links carry the rest of the choice to the other use's page.
    expect(screen.getByRole('link', { name: 'Piso' })).toHaveAttribute('href', '/pedras/piso?prioridade=manchas&tom=escuro');
    await user.click(screen.getByRole('link', { name: catalogueContent.filters.clear }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/pedras\/cozinha$/);
    expect(count).toHaveTextContent('19 pedras');
  });

  it('opens on a shared address with its refinements applied', () => {
    renderCatalogue('/pedras/area-externa?tom=veios&colecao=granitos');
    expect(screen.getByRole('status')).toHaveTextContent('2 pedras para área externa e gourmet');
    expect(screen.getByRole('checkbox', { name: 'Granitos' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Veios marcantes' })).toBeChecked();
    expect(within(results()).queryByRole('article', { name: 'Patagonia' })).toBeNull();
  });

  it('says so when nothing is left, and still explains the stones set aside', () => {
    renderCatalogue('/pedras/cozinha?colecao=marmores&prioridade=riscos-calor');
    expect(screen.getByRole('status')).toHaveTextContent(catalogueContent.count.none);
    expect(screen.getByText(catalogueContent.empty)).toBeInTheDocument();
    expect(screen.getByText('Ver as 5 pedras que ficaram de fora e por quê')).toBeInTheDocument();
  });

  it('states its rules in the "como recomendamos" note', () => {
    renderCatalogue('/pedras');
    const note = screen.getByRole('region', { name: catalogueContent.note.title });
    expect(within(note).getByText('Indicada: dureza a partir de 6 Mohs e absorção até 0,30%.')).toBeInTheDocument();
    expect(within(note).getByText('Indicada: absorção até 0,20%.')).toBeInTheDocument();
  });
});

describe('the catalogue card', () => {
  const stone = catalogueStones.find((s) => s.slug === 'super-white')!;
  it('says a verdict in words, not by colour alone, and lets its own controls sit above the card link', async () => {
    const user = userEvent.setup();
    let pressed = 0;
    renderWithProviders(
      <CatalogueCard
        stone={stone}
        verdict="com-cuidados"
        verdictLabel="Com cuidados"
        reason="Dureza 4 Mohs: pede tábua de corte"
        figureLabels={catalogueContent.card.figures}
        actions={<button type="button" onClick={() => (pressed += 1)}>Comparar</button>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Super White' });
    expect(card).toHaveTextContent('Com cuidados · Dureza 4 Mohs: pede tábua de corte');
    expect(within(card).getAllByText('NATURAL')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    expect(pressed).toBe(1);
  });
});
