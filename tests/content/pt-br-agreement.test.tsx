// The page, the team e-mail and the leads export (`npm run leads -- --csv`) say the same request the same way:
// one stone's range, the stones a visitor compared, the day a request came. Each through its own code.
import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { catalogueStones } from '../../content/catalogue';
import { company } from '../../content/company';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import { leadEmails } from '../../content/lead-emails';
import { privacyContent } from '../../content/privacy';
import { formatMonthYear } from '../../content/pt-br-format.mjs';
import { readableColumns } from '../../scripts/lib/lead-cells.mjs';
import { estimateAnswers, leadAnswers, receivedAt, type LeadEmailRequest } from '../../src/emails/lead-email-model';
import { defaultValues } from '../../src/lib/estimate/estimate-form';
import { buildEstimateView, finishNames } from '../../src/lib/estimate/estimate-view';
import { withStones } from '../../src/lib/whatsapp';
import { PrivacyNotice } from '../../src/pages/privacy-page';
import { EstimateCard } from '../../src/sections/estimate/estimate-card';
import { renderWithProviders } from '../render';

const NBSP = '\u00a0';
// The test values, as each of the three must show them.
const RANGE = `R$${NBSP}14${NBSP}mil a R$${NBSP}21${NBSP}mil`;
const SUM = `R$${NBSP}14.350`;
const STONES = 'Taj Mahal, Carrara e Nero Marquina';
const DAY = '28 de novembro de 2026';

const created = '2026-11-28T15:00:00Z';
const estimate = { v: 1, table: estimatePrices.date, shape: 'reta', thicknessCm: 2, edge: 'Reto simples', edgeM: 3, backsplashCm: 10, cutouts: [], installation: true, areaM2: 1.8, areaWithWasteM2: 2.16, seams: 0, pieces: [], stones: [{ name: 'Taj Mahal', min: 14000, max: 21000 }] };
const request = { id: '00000000-0000-4000-8000-000000000001', created_at: created, name: 'Marina Albuquerque', stone: 'Taj Mahal,Carrara,Nero Marquina', estimate } as unknown as LeadEmailRequest;

describe('the page, the e-mail and the CSV agree', () => {
  it(`on money: a stone's range reads ${RANGE}, and the card's sum ${SUM}`, () => {
    const stones = catalogueStones.map((stone) => ({ slug: stone.slug, name: stone.name, collection: stone.collection, material: stone.material, group: stone.collectionLabel }));
    const view = buildEstimateView({ ...defaultValues('cozinha'), stones: ['taj-mahal', '', ''] }, stones, estimatePrices, estimateContent);
    const card = { ...view.cards[0]!, estimate: { ...view.cards[0]!.estimate, spoken: [14000, 21000] as const, total: [14350, 20440] as const } };
    renderWithProviders(<EstimateCard content={estimateContent.card} card={card} finishNames={finishNames(estimateContent.editor)} thicknessCm={2} installation />);
    expect(document.querySelector('[data-estimate-total]')!.textContent).toBe(RANGE);
    expect(document.body.textContent).toContain(`Soma das linhas: ${SUM} a `);

    expect(estimateAnswers(estimate, leadEmails).find((answer) => answer.key === 'estimate.stones')!.value).toBe(`Taj Mahal: ${RANGE}`);
    expect(readableColumns(request as unknown as Record<string, unknown>).estimativa_resumo).toBe(`1,80 m² · 2 cm · Taj Mahal: ${RANGE}`);
  });

  it(`on lists: the stones compared read "${STONES}"`, () => {
    expect(withStones('Olá!', budgetForm.whatsapp, ['Taj Mahal', 'Carrara', 'Nero Marquina'])).toBe(`Olá! Estou comparando as pedras ${STONES}.`);
    expect(leadAnswers(request, leadEmails).find((answer) => answer.key === 'stone')!.value).toBe(STONES);
    expect(readableColumns(request as unknown as Record<string, unknown>).pedras).toBe(STONES);
  });

  it(`on dates: a day reads "${DAY}"`, () => {
    renderWithProviders(<PrivacyNotice content={{ ...privacyContent, updatedAt: '2026-11-28' }} company={company} />);
    expect(document.querySelector('time[datetime="2026-11-28"]')!.textContent).toBe(DAY);
    expect(receivedAt(created, leadEmails)).toBe(`sábado, ${DAY} às 12:00 (horário de Brasília)`);
    expect(readableColumns(request as unknown as Record<string, unknown>).recebido_em).toBe(`${DAY} às 12:00`);
  });

  it("on the price table's month: the page's notes and the team e-mail date it alike", () => {
    // The page shows the table's label as written in content/estimate-prices.ts; the e-mail formats the stored date.
    const month = estimateAnswers(estimate, leadEmails).find((answer) => answer.key === 'estimate.stones')!.label;
    expect(month).toBe(`Faixas (tabela de referência de ${estimatePrices.dateLabel})`);
    expect(estimatePrices.dateLabel).toBe(formatMonthYear(new Date(estimatePrices.date)));
  });
});
