import type { Story, StoryDefault } from '@ladle/react';
import NotFoundPage from '../../src/pages/not-found-page';

export default { title: 'Páginas / Página não encontrada' } satisfies StoryDefault;

/** The page logs the missing path with console.error by design (spec point 2). */
export const CaminhoInexistente: Story = () => <NotFoundPage />;
CaminhoInexistente.storyName = 'Caminho inexistente';
CaminhoInexistente.meta = { route: '/pagina-que-nao-existe' };
