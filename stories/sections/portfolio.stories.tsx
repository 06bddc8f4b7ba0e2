import type { Story, StoryDefault } from '@ladle/react';
import { portfolioHeading, portfolioTexts } from '../../content/home';
import { portfolioFilters, portfolioProjects } from '../../content/portfolio';
import type { PortfolioFilter } from '../../content/types';
import { Portfolio } from '../../src/sections/portfolio/portfolio';

interface Props {
  initialFilter: PortfolioFilter;
}

export default {
  title: 'Seções / Portfólio',
  args: { initialFilter: 'todos' },
  argTypes: { initialFilter: { control: { type: 'select' }, options: [...portfolioFilters] } },
} satisfies StoryDefault<Props>;

/** Starts on todos as on the site; a filter dims the grid for 300 ms before the new set appears. */
export const Padrao: Story<Props> = ({ initialFilter }) => (
  <Portfolio key={initialFilter} heading={portfolioHeading} projects={portfolioProjects} filters={portfolioFilters} texts={portfolioTexts} initialFilter={initialFilter} />
);
Padrao.storyName = 'Padrão';

const onFilter = (filter: PortfolioFilter) => {
  const Filtered: Story = () => (
    <Portfolio heading={portfolioHeading} projects={portfolioProjects} filters={portfolioFilters} texts={portfolioTexts} initialFilter={filter} />
  );
  return Filtered;
};

export const Todos = onFilter('todos');
export const Cozinhas = onFilter('cozinha');
export const Banheiros = onFilter('banheiro');
export const Mobiliario = onFilter('mobiliario');
Mobiliario.storyName = 'Mobiliário';
export const AreaGourmet = onFilter('area-gourmet');
AreaGourmet.storyName = 'Área gourmet';
/** No staircase is published yet: the empty state. */
export const EscadasVazio = onFilter('escada');
EscadasVazio.storyName = 'Escadas (vazio)';
