// The wizard as the visitor uses it: steps, validation messages, focus, progress, draft.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { DRAFT_KEY } from '../../src/lib/budget-draft';
import { continueButton, fakeDeps, fillStep1, fillSteps2to4, radio, renderWizard, textbox } from './budget-wizard-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const progress = () => screen.getByRole('progressbar', { name: 'Progresso da solicitação' });

describe('budget wizard: steps and validation', { timeout: 120_000 }, () => {
  it('starts on step 1 of 5 at 20 % and fires form_start once', () => {
    const { deps, events } = fakeDeps();
    renderWizard({}, deps);
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('heading', { level: 3, name: 'Identificação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(events).toEqual([['form_start']]);
  });

  it('refuses to continue with empty fields: every message, linked to its field, focus on the first', async () => {
    const { user } = renderWizard();
    await user.click(continueButton());
    const name = textbox(/Nome completo/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nome deve ter pelo menos 2 caracteres');
    expect(textbox(/E-mail/)).toHaveAccessibleDescription('Email inválido');
    expect(textbox(/Telefone/)).toHaveAccessibleDescription('Telefone inválido');
    const roleGroup = screen.getByRole('radiogroup', { name: /Qual é o seu perfil/ });
    expect(roleGroup).toHaveAttribute('aria-invalid', 'true');
    expect(within(roleGroup).getByText('Selecione seu perfil')).toBeVisible();
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
  });

  it('marks every field required with an asterisk and aria-required', () => {
    renderWizard();
    for (const box of [textbox(/Nome completo/), textbox(/E-mail/), textbox(/Telefone/)]) {
      expect(box).toHaveAttribute('aria-required', 'true');
      expect(box.closest('div')!.querySelector('label')!.textContent).toContain('*');
    }
    expect(screen.getByRole('radiogroup', { name: /perfil/ })).toHaveAttribute('aria-required', 'true');
  });

  it('validates on change: a fixed field loses its message at once', async () => {
    const { user } = renderWizard();
    await user.click(continueButton());
    await user.type(textbox(/Nome completo/), 'A');
    expect(await screen.findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
    await user.type(textbox(/Nome completo/), 'na');
    // Formik validates asynchronously; "at once" means on this change, with no blur or submit.
    await waitFor(() => expect(screen.queryByText('Nome deve ter pelo menos 2 caracteres')).not.toBeInTheDocument());
    expect(textbox(/Nome completo/)).not.toHaveAttribute('aria-invalid');
    await user.click(radio(/Proprietário Final/));
    await waitFor(() => expect(screen.queryByText('Selecione seu perfil')).not.toBeInTheDocument());
  });

  it('shows an invalid e-mail after leaving the field', async () => {
    const { user } = renderWizard();
    await user.type(textbox(/E-mail/), 'ana@');
    await user.tab();
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
  });

  it('masks the phone while typing and keeps only digits', async () => {
    const { user } = renderWizard();
    const phone = textbox(/Telefone/);
    expect(phone).toHaveAttribute('type', 'tel');
    // The phone keypad, which has the + of a number from abroad.
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '2133334444');
    expect(phone).toHaveValue('(21) 3333-4444');
    await user.type(phone, '5');
    expect(phone).toHaveValue('(21) 33334-4445');
    await user.clear(phone);
    await user.type(phone, '21999998888');
    expect(phone).toHaveValue('(21) 99999-8888');
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(21) 9999-9888');
    expect(textbox(/Nome completo/)).toHaveAttribute('autocomplete', 'name');
    expect(textbox(/E-mail/)).toHaveAttribute('autocomplete', 'email');
  });

  it('keeps a number from abroad whole, as typed, with its + and country code', async () => {
    const { user } = renderWizard();
    const phone = textbox(/Telefone/);
    await user.type(phone, '+351 912 345 678');
    expect(phone).toHaveValue('+351 912 345 678');
    await user.clear(phone);
    // Pasted from a contact card, with the usual separators.
    await user.click(phone);
    await user.paste('+44 (20) 7946-0958');
    expect(phone).toHaveValue('+44 20 7946 0958');
    await user.clear(phone);
    await user.type(phone, '+55 21 99999-8888');
    expect(phone).toHaveValue('(21) 99999-8888');
  });

  it('walks forward and back with progress, headings in focus and a step event per step', async () => {
    const { deps, events } = fakeDeps();
    const { user } = renderWizard({}, deps);
    await fillStep1(user);
    await user.click(continueButton());
    expect(screen.getByRole('heading', { level: 3, name: 'Sobre o projeto' })).toHaveFocus();
    expect(screen.getByText('Etapa 2 de 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Identificação' })).toHaveFocus();
    expect(textbox(/Nome completo/)).toHaveValue('Ana Souza');
    await user.click(continueButton());
    await fillSteps2to4(user);
    expect(screen.getByText('Etapa 5 de 5')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('heading', { level: 3, name: 'Resumo' })).toHaveFocus();
    expect(events.filter((e) => e[0] === 'form_step_completed')).toEqual([
      ['form_step_completed', 1],
      ['form_step_completed', 1],
      ['form_step_completed', 2],
      ['form_step_completed', 3],
      ['form_step_completed', 4],
    ]);
  });

  it('summarises every answer in words on step 5, phone formatted, with a way back to each step', async () => {
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(continueButton());
    await fillSteps2to4(user);
    const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Telefone ou WhatsApp')).toBe('(21) 99999-8888');
    expect(summary('Qual é o seu perfil?')).toBe('Arquiteto/Designer');
    expect(summary('Prazo desejado')).toBe('1 a 3 meses');
    expect(summary('Faixa de investimento')).toBe('R$\u00a020.000 a R$\u00a050.000');
    expect(summary('Já tem referências ou projeto?')).toBe('Sim');
    expect(screen.queryByText('20k-50k')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitação' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Editar Preferências e estilo' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Preferências e estilo' })).toHaveFocus();
    expect(radio('Quartzito')).toBeChecked();
  });

  it('saves the draft on every change and restores it (values and step) after a remount', async () => {
    const { user, unmount } = renderWizard();
    await fillStep1(user, { name: 'Bruno Lima' });
    await user.click(continueButton());
    await user.click(radio('Lavabo'));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ step: 2, values: { name: 'Bruno Lima', environmentType: 'lavabo' } });
    unmount();
    renderWizard();
    expect(screen.getByText('Etapa 2 de 5')).toBeInTheDocument();
    expect(radio('Lavabo')).toBeChecked();
    await act(async () => {
      screen.getByRole('button', { name: 'Voltar' }).click();
    });
    expect(textbox(/Nome completo/)).toHaveValue('Bruno Lima');
    expect(textbox(/Telefone/)).toHaveValue('(21) 99999-8888');
  });

  it('opens a story at any step with given answers, errors visible on demand', () => {
    renderWizard({ initialStep: 3, initialValues: { name: 'Ana' }, showErrors: true });
    expect(screen.getByText('Etapa 3 de 5')).toBeInTheDocument();
    return screen.findByText('Selecione o material preferido');
  });
});
