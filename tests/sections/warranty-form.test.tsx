// The warranty registration form through the real supabase-js against MSW: what it sends (digits of the phone, the
// month, the catalogue's pieces, the consent off unless turned on), a refusal shown at its field with every answer
// kept, a dropped connection retried with the same client key, and the draft removed once taken.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { warrantyLimits, warrantyRefusals, warrantyRegistrationContent } from '../../content/warranty-registration';
import { server } from '../../mocks/node';
import { warrantyRefusalBody, warrantyRpcPath } from '../../mocks/warranty';
import { createMemoryStorage } from '../../src/lib/storage';
import { emptyWarrantyValues, WARRANTY_DRAFT_KEY } from '../../src/lib/warranty-draft';
import { warrantyOptions } from '../../src/lib/warranty-options';
import { WarrantyForm } from '../../src/sections/warranty-registration/warranty-form';
import { renderWithProviders } from '../render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm() {
  const store = createMemoryStorage();
  const user = userEvent.setup();
  renderWithProviders(
    <WarrantyForm
      content={warrantyRegistrationContent}
      refusals={warrantyRefusals}
      options={warrantyOptions}
      maxPieces={warrantyLimits.pieces.max}
      initial={{ values: emptyWarrantyValues(), clientKey: null }}
      store={store}
      load={() => import('../../src/lib/warranty-registration')}
      today="2026-11-29"
      retryDelays={[0]}
    />,
  );
  return { user, store };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Seu nome'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
  await user.type(screen.getByLabelText('Telefone (opcional)'), '21987654321');
  // A month input takes the value as typed by the browser's own control.
  const month = screen.getByLabelText('Mês da instalação');
  await user.clear(month);
  await user.type(month, '2026-11');
  await user.selectOptions(screen.getByLabelText('Ambiente'), 'cozinha');
  await user.selectOptions(screen.getByLabelText('Superfície'), 'bancada');
  await user.selectOptions(screen.getByLabelText('Pedra'), 'carrara');
  await user.selectOptions(screen.getByLabelText('Acabamento'), 'polido');
}

const submit = () => screen.getByRole('button', { name: /Registrar a garantia|Tentar de novo/ });

describe('warranty registration form', { timeout: 60_000 }, () => {
  it('sends what the database takes, the reminders off unless asked for, and asks to check the e-mail', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(warrantyRpcPath('register_warranty'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ status: 'pending' });
      }),
    );
    const { user, store } = renderForm();
    await fill(user);
    expect(store.get(WARRANTY_DRAFT_KEY)).toContain('Ana Souza');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Confira o seu e-mail' })).toHaveFocus());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      p_name: 'Ana Souza',
      p_email: 'ana@exemplo.com.br',
      p_phone: '21987654321',
      p_installed_month: '2026-11',
      p_pieces: [{ room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' }],
      p_reminders: false,
    });
    expect(store.get(WARRANTY_DRAFT_KEY)).toBeNull();
  });

  it('refuses a web address in the name at the field before sending anything', async () => {
    const { user } = renderForm();
    await fill(user);
    await user.clear(screen.getByLabelText('Seu nome'));
    await user.type(screen.getByLabelText('Seu nome'), 'Ana www.golpe.com.br');
    await user.click(submit());
    expect(await screen.findByText('O nome não pode ter endereço de site.')).toBeInTheDocument();
    expect(screen.getByLabelText('Seu nome')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the database refusal at the e-mail field and keeps every answer', async () => {
    server.use(http.post(warrantyRpcPath('register_warranty'), () => HttpResponse.json(warrantyRefusalBody('confirmation_sent_today'), { status: 400 })));
    const { user } = renderForm();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText(warrantyRefusals.confirmation_sent_today)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Pedra')).toHaveValue('carrara');
  });

  it('tries a dropped registration again with the same client key, then offers to try once more', async () => {
    const keys: unknown[] = [];
    server.use(
      http.post(warrantyRpcPath('register_warranty'), async ({ request }) => {
        keys.push(((await request.json()) as Record<string, unknown>).p_client_key);
        return HttpResponse.error();
      }),
    );
    const { user } = renderForm();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });
});
