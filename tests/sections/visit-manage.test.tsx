// The e-mail's link page through the real supabase-js against MSW: each refusal in its own words. A rate limit or a
// server error never reads as a lost visit; a cancelled or begun visit says so.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visitBookingContent } from '../../content/visit-booking';
import { visitKinds, visitRules, visitTexts, type VisitRefusal } from '../../content/visits';
import { server } from '../../mocks/node';
import { manageHandlers, MOCK_MANAGE_TOKEN, refusalBody, slotsHandler, visitRpcPath } from '../../mocks/visits';
import { VisitManage } from '../../src/sections/visit-booking/visit-manage';
import { renderWithProviders } from '../render';
import { FIRST_SLOT, loadBookingModule, TODAY } from './visit-booking-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderManage = () =>
  renderWithProviders(
    <VisitManage
      content={visitBookingContent}
      kinds={visitKinds}
      refusals={visitTexts.refusals}
      token={MOCK_MANAGE_TOKEN}
      load={loadBookingModule}
      today={TODAY}
      maxDaysAhead={visitRules.maxDaysAhead}
    />,
  );

describe('the manage page', { timeout: 30_000 }, () => {
  it('says a link that finds nothing finds nothing', async () => {
    server.use(http.post(visitRpcPath('visit_by_token'), () => HttpResponse.json(refusalBody('not_found'), { status: 400 })));
    renderManage();
    expect(await screen.findByRole('alert')).toHaveTextContent(visitBookingContent.manage.notFound);
  });

  it.each([
    ['too many requests', HttpResponse.json(refusalBody('rate_limited'), { status: 400 }), visitTexts.refusals.rate_limited],
    ['a server error', HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 }), visitBookingContent.manage.loadError],
  ])('never calls %s a lost visit', async (_case, answer, expected) => {
    server.use(http.post(visitRpcPath('visit_by_token'), () => answer.clone()));
    renderManage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expected);
    expect(alert).not.toHaveTextContent(/Não encontramos/);
  });

  it.each<[VisitRefusal]>([['move_limit'], ['visit_started'], ['visit_cancelled']])('shows a move refused for %s in its own words', async (hint) => {
    server.use(
      ...manageHandlers({ kind: 'showroom', startsAt: FIRST_SLOT }).filter((handler) => !handler.info.header.includes('move_visit')),
      slotsHandler(),
      http.post(visitRpcPath('move_visit'), () => HttpResponse.json(refusalBody(hint), { status: 400 })),
    );
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByRole('button', { name: 'Mudar o horário' }));
    await user.click(await screen.findByRole('radio', { name: '10h' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar novo horário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(visitTexts.refusals[hint]);
  });
});
