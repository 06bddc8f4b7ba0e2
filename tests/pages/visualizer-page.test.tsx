// The visualizer keeps the choice in the address through the router, so whatever reads the router's location
// reads the stones shown, not the ones the page opened with.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import VisualizerPage from '../../src/pages/visualizer-page';
import { renderWithProviders } from '../render';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('the visualizer page', () => {
  it('applies the address it opens with, and replaces it through the router as a stone is chosen', async () => {
    const { container } = renderWithProviders(
      <>
        <VisualizerPage />
        <Where />
      </>,
      { route: '/visualizar?ambiente=cozinha&bancada=taj-mahal' },
    );
    const counter = (slug: string) => container.querySelector<HTMLInputElement>(`#cozinha-bancada-${slug}`)!;
    await waitFor(() => expect(counter('taj-mahal').checked).toBe(true));
    fireEvent.click(counter('nero-marquina'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/visualizar\?ambiente=cozinha&bancada=nero-marquina&/));
  });
});
