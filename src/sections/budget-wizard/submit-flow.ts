// What happens after "Enviar solicitação", in the spec's order: store the row (through the
// outbox, so nothing is lost), then send the visitor to WhatsApp. React-free, tested directly.
import type { BudgetFormContent } from '../../../content/budget-form';
import type { BudgetAnalytics } from '../../lib/analytics';
import type { BudgetFormValues } from '../../lib/budget-steps';
import type { LeadEstimate } from '../../lib/lead-estimate';
import { buildLeadRow } from '../../lib/lead-row';
import { nextRetryDelay, type Delivery, type Outbox } from '../../lib/outbox';
import { buildWhatsAppUrl, fallbackChatText, greetingChatText, withStones, type ChatTab } from '../../lib/whatsapp';

export interface SubmissionDeps {
  outbox: Pick<Outbox, 'enqueue' | 'deliver'>;
  analytics: BudgetAnalytics;
  createId: () => string;
  userAgent: () => string;
  scheduleRetry: (delayMs: number) => void;
  log: (message: string, detail?: unknown) => void;
}

export interface SubmissionTexts {
  whatsapp: BudgetFormContent['whatsapp'];
  companyName: string;
  whatsappNumber: string;
  /** The stone whose page the visitor came from, or the compared stones: stored with the request and named in the chat. */
  stones?: readonly string[];
  /** The estimate from /estimativa, stored with the request. */
  estimate?: LeadEstimate;
}

/**
 * stored: the spec's normal path (also after an insert error that a retry may heal); refused: the
 * backend refused the row for good (wrong key, missing table, policy), so the lead travels in the chat
 * (the exception path's message, with name and phone) while the visitor sees the usual success;
 * fallback: the exception path (no answer, or an error thrown).
 */
export interface SubmissionResult {
  /** limited: refused as too many requests from this sender (429): no chat, the visitor is told and keeps the draft. */
  kind: 'stored' | 'refused' | 'fallback' | 'limited';
  chatUrl: string;
  /** False when the browser blocked the new tab: the success card must offer the link. */
  chatOpened: boolean;
  /** The stored request's id, for the visit booked after it (/agendar?pedido=). */
  requestId?: string;
}

export async function runSubmission(
  values: BudgetFormValues,
  tab: ChatTab | null,
  deps: SubmissionDeps,
  texts: SubmissionTexts,
): Promise<SubmissionResult> {
  let kind: SubmissionResult['kind'] = 'stored';
  let requestId: string | undefined;
  try {
    const row = buildLeadRow(values, { id: deps.createId(), userAgent: deps.userAgent(), stone: texts.stones?.join(', '), estimate: texts.estimate });
    requestId = row.id;
    deps.outbox.enqueue(row);
    const delivery: Delivery = await deps.outbox.deliver(row);
    const { result, outcome } = delivery;
    if (outcome === 'limited') {
      deps.log('Solicitação de orçamento recusada: muitas solicitações do mesmo contato.', result.error);
      tab?.close();
      const chatUrl = buildWhatsAppUrl(
        texts.whatsappNumber,
        withStones(fallbackChatText(texts.whatsapp.fallback, { name: values.name, phone: values.phone }, texts.companyName), texts.whatsapp, texts.stones),
      );
      return { kind: 'limited', chatUrl, chatOpened: false };
    }
    if (result.status === 0) {
      kind = 'fallback';
      deps.log('Erro inesperado ao enviar a solicitação de orçamento.', result.error);
    } else if (outcome === 'dead') {
      kind = 'refused';
      deps.log('Erro ao salvar a solicitação de orçamento: recusada pelo servidor.', result.error);
    } else if (result.error && outcome !== 'confirmed') {
      deps.log('Erro ao salvar a solicitação de orçamento.', result.error);
    }
    if (outcome === 'retry') {
      const delay = nextRetryDelay(0);
      if (delay !== null) deps.scheduleRetry(delay);
    }
  } catch (error) {
    kind = 'fallback';
    deps.log('Erro inesperado ao enviar a solicitação de orçamento.', error);
  }
  deps.analytics.lead(values);
  const text =
    kind === 'stored'
      ? greetingChatText(texts.whatsapp.greeting, texts.companyName)
      : fallbackChatText(texts.whatsapp.fallback, { name: values.name, phone: values.phone }, texts.companyName);
  const chatUrl = buildWhatsAppUrl(texts.whatsappNumber, withStones(text, texts.whatsapp, texts.stones));
  tab?.navigate(chatUrl);
  return { kind, chatUrl, chatOpened: tab !== null, ...(kind === 'stored' && requestId ? { requestId } : {}) };
}

/**
 * A request the form guard caught: the visitor sees what a stored request shows (thank-you, chat
 * with the greeting), and nothing is stored, queued or counted as a lead.
 */
export function screenedOutSubmission(tab: ChatTab | null, texts: SubmissionTexts): SubmissionResult {
  const chatUrl = buildWhatsAppUrl(texts.whatsappNumber, withStones(greetingChatText(texts.whatsapp.greeting, texts.companyName), texts.whatsapp, texts.stones));
  tab?.navigate(chatUrl);
  return { kind: 'stored', chatUrl, chatOpened: tab !== null };
}
