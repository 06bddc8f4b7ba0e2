// Booking a visit through the real supabase-js against MSW: the request, the confirmation, a time taken
// meanwhile, a refusal, a dropped connection retried with the same key, the served neighbourhoods, the draft.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { flakyBookingHandlers, refusalBody, slotsHandler, slotTakenHandlers, visitRpcPath, visitScenarios } from '../../mocks/visits';
import { visitKinds, visitTexts } from '../../content/visits';
import { createMemoryStorage } from '../../src/lib/storage';
import { VISIT_DRAFT_KEY } from '../../src/lib/visit-booking-draft';
import { UUID_PATTERN } from '../../src/lib/uuid';
import { FIRST_SLOT, fillContact, renderBooking, timeRadio } from './visit-booking-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const submit = () => screen.getByRole('button', { name: /Confirmar visita|Tentar de novo/ });
/**
 * The confirmation is on screen (its region, named by the visit's kind) and names the time. The region first:
 * the side card names the chosen time too while the form is still there, and a text found in the card would be
 * gone once the confirmation replaces the form.
 */
const showroomTitle = visitKinds.find((kind) => kind.id === 'showroom')?.title ?? '';
const confirmedAt = async (when: string) => {
  const confirmation = await screen.findByRole('region', { name: showroomTitle });
  expect(within(confirmation).getByText(when)).toBeInTheDocument();
};
const chooseShowroom = async (user: ReturnType<typeof renderBooking>['user']) => user.click(screen.getByRole('radio', { name: /Ver as chapas no showroom/ }));

describe('visit booking', { timeout: 60_000 }, () => {
  it('books the first free showroom time with the stones and room, and confirms it in words', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      slotsHandler(),
      http.post(visitRpcPath('book_visit'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ id: 'b1', kind: 'showroom', starts_at: body.p_starts_at, ends_at: '2026-12-02T12:45:00.000Z', status: 'booked', manage_token: 'x'.repeat(32) });
      }),
    );
    const { user, store } = renderBooking();
    await chooseShowroom(user);
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    expect(store.get(VISIT_DRAFT_KEY)).toContain('Ana Souza');
    await user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Ver as chapas no showroom' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('quarta-feira, 2 de dezembro, às 9h')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ p_kind: 'showroom', p_starts_at: FIRST_SLOT, p_name: 'Ana Souza', p_phone: '21999998888', p_email: 'ana@exemplo.com.br', p_address: null, p_stones: ['taj-mahal'], p_room: 'cozinha' });
    expect(String(bodies[0]!.p_client_key)).toMatch(UUID_PATTERN);
    const calendar = new URL(screen.getByRole('link', { name: /Adicionar à agenda/ }).getAttribute('href')!);
    expect(calendar.searchParams.get('dates')).toBe('20261202T120000Z/20261202T124500Z');
    const chat = new URL(screen.getByRole('link', { name: /Falar no WhatsApp/ }).getAttribute('href')!);
    expect(chat.searchParams.get('text')).toContain('Ver as chapas no showroom, quarta-feira, 2 de dezembro, às 9h');
    expect(store.get(VISIT_DRAFT_KEY)).toBeNull();
  });

  it('a time taken meanwhile: says so, offers fresh times at once and keeps every answer', async () => {
    server.use(...slotTakenHandlers());
    const { user } = renderBooking();
    await chooseShowroom(user);
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Esse horário acabou de ser reservado');
    await waitFor(() => expect(screen.getByRole('radio', { name: '10h' })).toBeInTheDocument());
    expect(screen.queryByRole('radio', { name: '9h' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@exemplo.com.br');

    await user.click(screen.getByRole('radio', { name: '10h' }));
    await user.click(submit());
    await confirmedAt('quarta-feira, 2 de dezembro, às 10h');
  });

  it('a booking that gets no answer is sent again with the same key, never as a second booking', async () => {
    const keys: string[] = [];
    server.use(...flakyBookingHandlers(3, keys));
    const { user } = renderBooking({ retryDelays: [0] });
    await chooseShowroom(user);
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    await user.click(submit());

    expect(await screen.findByText('A reserva não chegou')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(keys).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(keys).toHaveLength(4));
    await confirmedAt('quarta-feira, 2 de dezembro, às 9h');
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(UUID_PATTERN);
  });

  it('the key of a booking waiting for an answer survives a reload', async () => {
    const keys: string[] = [];
    server.use(...flakyBookingHandlers(2, keys));
    const store = createMemoryStorage();
    const first = renderBooking({ retryDelays: [0] }, store);
    await chooseShowroom(first.user);
    await first.user.click(await timeRadio('9h'));
    await fillContact(first.user);
    await first.user.click(submit());
    await screen.findByText('A reserva não chegou');
    first.unmount();

    const second = renderBooking({ retryDelays: [] }, store);
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    await waitFor(() => expect(screen.getByRole('radio', { name: '9h' })).toBeChecked());
    await second.user.click(submit());
    await confirmedAt('quarta-feira, 2 de dezembro, às 9h');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('a refusal shows its Portuguese message and keeps the answers', async () => {
    server.use(...visitScenarios.insertError);
    const { user } = renderBooking();
    await chooseShowroom(user);
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(visitTexts.refusals.invalid);
    expect(screen.getByRole('textbox', { name: /Telefone ou WhatsApp/ })).toHaveValue('(21) 99999-8888');
    expect(screen.getByRole('radio', { name: '9h' })).toBeChecked();
  });

  it('a measurement needs an address in a served neighbourhood, said before anything is sent', async () => {
    let sent = 0;
    server.use(slotsHandler(), http.post(visitRpcPath('book_visit'), () => (sent += 1, HttpResponse.json({}))));
    const { user } = renderBooking();
    await user.click(screen.getByRole('radio', { name: /Visita técnica para medição/ }));
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    await user.type(screen.getByRole('textbox', { name: /Endereço da obra/ }), 'Rua das Flores, 10');
    await user.type(screen.getByRole('textbox', { name: /Bairro ou cidade/ }), 'Campo Grande');
    await user.click(submit());
    expect(await screen.findByText(visitTexts.refusals.not_served)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bairro ou cidade/ })).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('asks for what is missing and moves the focus to it', async () => {
    server.use(slotsHandler());
    const { user } = renderBooking();
    await user.click(submit());
    expect(await screen.findByText('Escolha o tipo de visita.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Ver as chapas no showroom/ })).toHaveFocus();
  });

  it('says a web address does not belong in the name, at the name, before anything is sent', async () => {
    let sent = 0;
    server.use(slotsHandler(), http.post(visitRpcPath('book_visit'), () => (sent += 1, HttpResponse.json({}))));
    const { user } = renderBooking();
    await chooseShowroom(user);
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), ' www.golpe.com.br');
    await user.click(submit());
    const name = screen.getByRole('textbox', { name: /Nome completo/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(visitTexts.refusals.name_web_address));
    expect(name).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('shows a refusal about one field at that field, not above the times, and keeps the time chosen', async () => {
    server.use(slotsHandler(), http.post(visitRpcPath('book_visit'), () => HttpResponse.json(refusalBody('not_served'), { status: 400 })));
    const { user } = renderBooking();
    await user.click(screen.getByRole('radio', { name: /Visita técnica para medição/ }));
    await user.click(await timeRadio('9h'));
    await fillContact(user);
    await user.type(screen.getByRole('textbox', { name: /Endereço da obra/ }), 'Rua Jardim Botânico, 600');
    await user.type(screen.getByRole('textbox', { name: /Bairro ou cidade/ }), 'jardim botanico');
    await user.click(submit());
    const neighbourhood = screen.getByRole('textbox', { name: /Bairro ou cidade/ });
    await waitFor(() => expect(neighbourhood).toHaveAccessibleDescription(visitTexts.refusals.not_served));
    expect(neighbourhood).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: '9h' })).toBeChecked();
  });

  it('asks for a valid e-mail in the site’s spelling of the word', async () => {
    server.use(slotsHandler());
    const { user } = renderBooking();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@');
    await user.tab();
    expect(await screen.findByText(/^E-mail inválido/)).toBeInTheDocument();
  });
});
