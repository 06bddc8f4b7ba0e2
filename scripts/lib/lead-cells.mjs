// @ts-check
// A stored budget request in words, for `npm run leads`: the table's cells, and the readable columns the CSV adds
// after the stored ones. Figures, dates and lists come from content/pt-br-format.mjs, as on the site and in the
// team e-mail, so the three say the same request the same way.
import { formatCentimetres, formatDateTime, formatDecimal, formatList, formatSpokenRange, formatTime } from '../../content/pt-br-format.mjs';

const TIME_ZONE = 'America/Sao_Paulo';

/**
 * The estimate sent from /estimativa in a few words: its area, its thickness, its stones and the range across
 * them, as the estimate's card says it ('3,00 m² · 2 cm · Taj Mahal e Carrara: R$ 14 mil a R$ 32 mil'; the
 * ultracompact surface's '1,2 cm', its material sinterizado in the Material column).
 * @param {unknown} estimate
 */
export function estimateSummary(estimate) {
  if (!estimate || typeof estimate !== 'object') return '';
  const { areaM2, thicknessCm, stones } = /** @type {{ areaM2?: unknown, thicknessCm?: unknown, stones?: unknown }} */ (estimate);
  const ranges = /** @type {{ name?: unknown, min: number, max: number }[]} */ (
    Array.isArray(stones) ? stones.filter((stone) => stone && typeof stone.min === 'number' && typeof stone.max === 'number') : []
  );
  const area = [typeof areaM2 === 'number' ? `${formatDecimal(areaM2)} m²` : '', typeof thicknessCm === 'number' ? `${formatCentimetres(thicknessCm)} cm` : '']
    .filter(Boolean)
    .join(' · ');
  if (ranges.length === 0) return area;
  const names = ranges.flatMap((stone) => (typeof stone.name === 'string' && stone.name.trim() ? [stone.name.trim()] : []));
  const range = formatSpokenRange([Math.min(...ranges.map((stone) => stone.min)), Math.max(...ranges.map((stone) => stone.max))]);
  return [area, names.length ? `${formatList(names)}: ${range}` : range].filter(Boolean).join(' · ');
}

/**
 * The team e-mail's state in a word and when: sent (at), waiting for its next try (from), or given up.
 * @param {Record<string, unknown>} row
 */
export function teamEmailState(row) {
  const when = row.team_email_at ? new Date(String(row.team_email_at)) : null;
  const at = when ? ` ${formatDateTime(when, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}` : '';
  if (row.team_email === 'sent') return `enviado${at}`;
  if (row.team_email === 'failed') return 'falhou';
  if (row.team_email === 'pending') return Number(row.team_email_attempts) > 0 ? `pendente (tenta${at})` : 'pendente';
  return '—';
}

/**
 * The receipt's state as the team e-mail says it: sent only when recorded as sent; not yet sent, and when it is
 * tried next; or not sent, and why.
 * @param {Record<string, unknown>} row
 */
export function receiptEmailState(row) {
  if (row.receipt_email === 'sent') return 'enviado';
  if (row.receipt_email === 'pending') return row.receipt_email_at ? `ainda não enviado (nova tentativa às ${formatTime(new Date(String(row.receipt_email_at)), TIME_ZONE)})` : 'ainda não enviado';
  if (row.receipt_email === 'skipped') return 'não enviado: já recebeu um nas últimas 24 horas';
  if (row.receipt_email === 'failed') {
    const error = String(row.receipt_email_error ?? '');
    return /address a message can go to|no e-mail address/i.test(error) ? 'não enviado: endereço inválido' : `não enviado: o envio falhou${error ? ` (${error})` : ''}`;
  }
  return '—';
}

/**
 * A table cell: a time as '28/11/2026, 14:24' in Rio de Janeiro, any other value as one line of text.
 * @param {unknown} value
 * @returns {string}
 */
export function cell(value) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) value = new Date(value);
  if (value instanceof Date) return formatDateTime(value, { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
  // Stored text came from anonymous visitors: keep terminal control characters out.
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  return String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}

/** The CSV's readable columns, after the stored ones. */
export const READABLE_COLUMNS = /** @type {const} */ (['recebido_em', 'pedras', 'estimativa_resumo']);

/**
 * A request's readable columns: when it came ('28 de novembro de 2026 às 14:24', Rio de Janeiro), the stones it
 * names ('Taj Mahal, Carrara e Nero Marquina') and its estimate in a few words.
 * @param {Record<string, unknown>} row
 * @returns {Record<(typeof READABLE_COLUMNS)[number], string>}
 */
export function readableColumns(row) {
  const created = row.created_at ? new Date(/** @type {string | Date} */ (row.created_at)) : null;
  const stones = typeof row.stone === 'string' ? row.stone.split(',').map((name) => name.trim()).filter(Boolean) : [];
  return {
    recebido_em: created && !Number.isNaN(created.getTime()) ? formatDateTime(created, { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }) : '',
    pedras: formatList(stones),
    estimativa_resumo: estimateSummary(row.estimate),
  };
}
