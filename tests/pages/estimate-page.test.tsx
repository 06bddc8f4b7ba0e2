// The estimate page keeps the sketch in the address through the router, so whatever reads the router's
// location (a link, the header) reads the sketch shown, not the one the page opened with.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { estimateContent } from '../../content/estimate';
import EstimatePage from '../../src/pages/estimate-page';
import { renderWithProviders } from '../render';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

describe('the estimate page', () => {
  it('replaces the address through the router as the sketch changes', async () => {
    renderWithProviders(
      <>
        <EstimatePage />
        <Where />
      </>,
      { route: '/estimativa?ambiente=cozinha&forma=l&a=300x60&b=180x60' },
    );
    const length = (await screen.findAllByRole('textbox', { name: estimateContent.editor.length }))[0]!;
    fireEvent.change(length, { target: { value: '420' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/estimativa\?ambiente=cozinha&forma=l&a=420x60&b=180x60&/));
  });
});
