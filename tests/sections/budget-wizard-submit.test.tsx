// Submitting through the real supabase-js against MSW: the row, the chat, the toasts, the outbox.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testRequestRow } from '../../mocks/lead-requests';
import { server } from '../../mocks/node';
import { recordingHandler, supabaseScenarios, type RecordedLeadRequest } from '../../mocks/supabase';
import { DRAFT_KEY } from '../../src/lib/budget-draft';
import type { LeadSendResult } from '../../src/lib/lead-result';
import { flushOutboxNow } from '../../src/lib/outbox-flush';
import { LEGACY_DEAD_LETTER_KEY, OUTBOX_KEY } from '../../src/lib/outbox-keys';
import { UUID_PATTERN } from '../../src/lib/uuid';
import { fakeDeps, fillAll, renderWizard, textbox } from './budget-wizard-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const submitButton = () => screen.getByRole('button', { name: /Enviar solicitação|Processando/ });
const chatText = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe('budget wizard: submit', { timeout: 120_000 }, () => {
  it('posts one row of the exact shape, opens the chat, thanks the visitor and forgets the draft', async () => {
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    const fake = fakeDeps();
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user);
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(submitButton());

    const heading = await screen.findByRole('heading', { name: 'Solicitação enviada com sucesso!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('Recebemos sua solicitação de orçamento. Nossa equipe técnica analisará seu projeto e entrará em contato em até 24 horas.'),
    ).toBeInTheDocument();
    expect(screen.getByText('✅ Solicitação registrada!')).toBeInTheDocument();
    expect(screen.getByText('Seus dados foram salvos e você será redirecionado para o WhatsApp.')).toBeInTheDocument();

    expect(log).toHaveLength(1);
    const [request] = log;
    expect(new URL(request!.url).search).toBe('');
    expect(request!.headers.prefer).toBeUndefined();
    const body = request!.body as Record<string, unknown>;
    expect(body).toEqual(testRequestRow({ id: expect.stringMatching(UUID_PATTERN) as string, user_agent: navigator.userAgent }));

    expect(fake.opener.openBlank).toHaveBeenCalledTimes(1);
    expect(fake.navigations).toHaveLength(1);
    expect(fake.navigations[0]).toMatch(/^https:\/\/wa\.me\/5521999998888\?text=/);
    expect(chatText(fake.navigations[0]!)).not.toContain('Ana');
    expect(screen.getByRole('link', { name: /Abrir WhatsApp/ })).toHaveAttribute('href', fake.navigations[0]);
    expect(fake.events.at(-1)).toEqual(['generate_lead', 'arquiteto', 'cozinha', 'quartzito', '20k-50k']);

    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('shows the processing state while the insert is in flight', async () => {
    let answer: (result: LeadSendResult) => void = () => undefined;
    const fake = fakeDeps({ sendLead: () => new Promise<LeadSendResult>((resolve) => (answer = resolve)) });
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user);
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Processando...');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    answer({ status: 201, error: null });
    expect(await screen.findByText('Solicitação enviada com sucesso!')).toBeInTheDocument();
  });

  it('insert refused for good: logs it, sends the lead through the chat with name and phone, shows the usual success, keeps nothing', async () => {
    server.use(...supabaseScenarios.insertError);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeDeps();
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user, { name: 'Ana Souza' });
    await user.click(submitButton());
    expect(await screen.findByText('Solicitação enviada com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('✅ Solicitação registrada!')).toBeInTheDocument();
    expect(screen.queryByText('Redirecionando...')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Erro ao salvar'), expect.objectContaining({ code: '23514' }));
    const text = chatText(fake.navigations[0]!);
    expect(text).toContain('Ana Souza');
    expect(text).toContain('(21) 99999-8888');
    expect(fake.scheduleRetry).not.toHaveBeenCalled();
    // Nothing personal stays behind in the browser.
    expect(localStorage.getItem(LEGACY_DEAD_LETTER_KEY)).toBeNull();
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    for (const key of Object.keys(localStorage)) expect(localStorage.getItem(key)).not.toMatch(/Ana Souza|ana@|99999/);
  });

  it('exception: opens the fallback chat with name and phone, says "Redirecionando..." and keeps the request for later', async () => {
    server.use(...supabaseScenarios.exception);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeDeps();
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user, { name: 'Ana & Bia #1' });
    await user.click(submitButton());
    expect(await screen.findByText('Redirecionando...')).toBeInTheDocument();
    expect(screen.getByText('Abrindo WhatsApp para finalizar sua solicitação.')).toBeInTheDocument();
    expect(screen.getByText('Solicitação enviada com sucesso!')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    const text = chatText(fake.navigations[0]!);
    expect(text).toContain('Ana & Bia #1');
    expect(text).toContain('(21) 99999-8888');
    expect(fake.scheduleRetry).toHaveBeenCalledWith(15_000);

    const waiting = JSON.parse(localStorage.getItem(OUTBOX_KEY)!) as { id: string; row: { name: string } }[];
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.row.name).toBe('Ana & Bia #1');

    // The next page load (or 'online') delivers it, with the same id.
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    await flushOutboxNow();
    expect(log.map((r) => (r.body as { id: string }).id)).toEqual([waiting[0]!.id]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('too many requests from one contact (429): says so in the form, keeps the answers and the draft, retries nothing, opens no chat', async () => {
    server.use(...supabaseScenarios.tooMany);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeDeps();
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user, { name: 'Ana Souza' });
    await user.click(submitButton());
    const alert = await screen.findByText('Recebemos muitas solicitações suas em pouco tempo.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Etapa 5 de 5')).toBeInTheDocument();
    expect(screen.queryByText('Solicitação enviada com sucesso!')).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(fake.navigations).toEqual([]);
    expect(fake.closed).toHaveLength(1);
    expect(fake.scheduleRetry).not.toHaveBeenCalled();
    expect(fake.events.some(([name]) => name === 'generate_lead')).toBe(false);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Ana Souza');
    // The team is one tap away, with who is asking.
    const chat = screen.getByRole('link', { name: /Falar pelo WhatsApp/ });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain('Ana Souza');
  });

  it('a request whose first answer was lost counts as delivered when the retry hits its own id', async () => {
    server.use(...supabaseScenarios.unavailable);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWizard();
    await fillAll(user);
    await user.click(submitButton());
    await screen.findByText('Solicitação enviada com sucesso!');
    expect(localStorage.getItem(OUTBOX_KEY)).not.toBeNull();
    server.use(...supabaseScenarios.duplicate);
    await flushOutboxNow();
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('blocked pop-up: the success card offers the chat link and says why', async () => {
    const fake = fakeDeps();
    fake.opener.blocked = true;
    const { user } = renderWizard({}, fake.deps);
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText(/impediu a abertura automática/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Abrir WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5521999998888\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('"Fazer nova solicitação" returns to an empty step 1', async () => {
    const { user } = renderWizard();
    await fillAll(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Fazer nova solicitação' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Identificação' })).toHaveFocus();
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
    expect(textbox(/Nome completo/)).toHaveValue('');
    expect(textbox(/Telefone/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Arquiteto/ })).not.toBeChecked();
    expect(screen.queryByText('Nome deve ter pelo menos 2 caracteres')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });
});
