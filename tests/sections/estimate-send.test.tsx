// Sending the estimate: the budget form opened by "Pedir orçamento com esta estimativa" (the estimate waiting in
// the browser, ?estimativa=1) under each answer of the shared MSW scenarios the workbench's stories use
// (stories/sections/estimate.stories.tsx): the row carries the estimate with each edge's finish; a refusal sends
// the lead through the chat and keeps nothing; a network failure keeps the row, estimate included, for later.
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { testRequestAnswers } from '../../mocks/lead-requests';
import { server } from '../../mocks/node';
import { recordingHandler, supabaseScenarios, type RecordedLeadRequest } from '../../mocks/supabase';
import { defaultValues, type EstimateFormValues } from '../../src/lib/estimate/estimate-form';
import { buildEstimateView, estimateHandoff, leadEstimateOf } from '../../src/lib/estimate/estimate-view';
import { ESTIMATE_HANDOFF_KEY, saveEstimateHandoff } from '../../src/lib/lead-estimate';
import { OUTBOX_KEY } from '../../src/lib/outbox-keys';
import { browserStorage } from '../../src/lib/storage';
import { fakeDeps, renderWizard } from './budget-wizard-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const stones = [
  { slug: 'taj-mahal', name: 'Taj Mahal', collection: 'quartizitos' as const, material: 'quartzito' },
  { slug: 'branco-polar', name: 'Branco Polar', collection: 'granitos' as const, material: 'granito' },
];
const values: EstimateFormValues = {
  ...defaultValues('cozinha'),
  shape: 'ilha',
  free: { length: '220', depth: '90' },
  edgeFinishes: { 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria' },
  stones: ['taj-mahal', 'branco-polar', ''],
};
const view = buildEstimateView(values, stones, estimatePrices, estimateContent);
const estimate = leadEstimateOf(view, estimatePrices, estimateContent.editor)!;

function openFromEstimate() {
  saveEstimateHandoff(browserStorage, estimateHandoff(view, estimate));
  const fake = fakeDeps();
  const rendered = renderWizard({ initialStep: 5, initialValues: testRequestAnswers, prefill: { environmentType: 'cozinha', applicationType: 'bancada', withEstimate: true } }, fake.deps);
  return { ...rendered, fake };
}
const send = () => screen.getByRole('button', { name: /Enviar solicitação/ });

describe('sending the estimate with the request', { timeout: 60_000 }, () => {
  it('success: the row carries the estimate, each edge with its finish, and the waiting estimate is removed', async () => {
    const log: RecordedLeadRequest[] = [];
    server.use(recordingHandler(log));
    const { user } = openFromEstimate();
    await user.click(send());
    expect(await screen.findByText('Solicitação enviada com sucesso!')).toBeInTheDocument();
    expect(log).toHaveLength(1);
    const body = log[0]!.body as { estimate: typeof estimate; square_meters: string };
    expect(body.estimate).toEqual(estimate);
    expect(body.estimate.pieces.find((piece) => piece.name === 'Ilha')?.edges?.map((edge) => `${edge.name}: ${edge.finish}`)).toEqual([
      'Frente: Reto simples',
      'Fundo: Reto simples',
      'Lado esquerdo: Meia-esquadria 45°',
      'Lado direito: Meia-esquadria 45°',
    ]);
    expect(body.square_meters).toBe(estimateHandoff(view, estimate).squareMeters);
    expect(localStorage.getItem(ESTIMATE_HANDOFF_KEY)).toBeNull();
  });

  it('insert error (400, a CHECK): the lead goes through the chat, the visitor sees the usual success, nothing stays behind', async () => {
    server.use(...supabaseScenarios.insertError);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fake } = openFromEstimate();
    await user.click(send());
    expect(await screen.findByText('Solicitação enviada com sucesso!')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Erro ao salvar'), expect.objectContaining({ code: '23514' }));
    expect(fake.navigations[0]).toMatch(/^https:\/\/wa\.me\//);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(localStorage.getItem(ESTIMATE_HANDOFF_KEY)).toBeNull();
    consoleError.mockRestore();
  });

  it('exception (network): the row waits in the outbox with its estimate, to be sent again', async () => {
    server.use(...supabaseScenarios.exception);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = openFromEstimate();
    await user.click(send());
    expect(await screen.findByText('Redirecionando...')).toBeInTheDocument();
    const waiting = JSON.parse(localStorage.getItem(OUTBOX_KEY)!) as { row: { estimate: unknown } }[];
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.row.estimate).toEqual(estimate);
    consoleError.mockRestore();
  });
});
