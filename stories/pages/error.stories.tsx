import type { Story, StoryDefault } from '@ladle/react';
import { ErrorBoundary } from '../../src/error-boundary';
import { ErrorPage } from '../../src/pages/error-page';

export default { title: 'Páginas / Erro inesperado' } satisfies StoryDefault;

/** What the error boundary shows; it lives outside the router, so it uses plain links. */
export const Padrao: Story = () => <ErrorPage />;
Padrao.storyName = 'Padrão';

function BrokenSection(): never {
  throw new Error('Falha simulada ao renderizar uma seção');
}

/** A render failure caught by the real boundary: the page replaces the content and the error is logged. */
export const DepoisDeUmaFalha: Story = () => (
  <ErrorBoundary>
    <BrokenSection />
  </ErrorBoundary>
);
DepoisDeUmaFalha.storyName = 'Depois de uma falha';
