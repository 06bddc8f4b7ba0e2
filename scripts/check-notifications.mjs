// @ts-check
// The lead e-mails' part of `npm run check:backend`: whether someone will send them.
// - The local store (npm start): the server says, to callers on this machine only, how it sends
//   (SMTP_URL's server, or the folder of .eml files) and how many messages wait or failed.
// - Hosted Supabase: the Edge Function lead-notifications answers a plain GET with whether its secrets are
//   set, without needing any key. Whether Vault holds its URL and secret and pg_cron calls it cannot be seen
//   with the anon key; the output says so and names the query that shows it.

export const LOCAL_MAIL_STATUS_PATH = '/_owner/mail';
export const FUNCTION_PATH = '/functions/v1/lead-notifications';

/**
 * @typedef {{ ok: boolean | null, lines: string[] }} MailVerdict ok: null when it cannot be told
 * @typedef {{ status: number, body: Record<string, unknown> | null, networkError?: string }} MailAnswer
 */

/**
 * @param {MailAnswer} answer the local server's GET /_owner/mail
 * @returns {MailVerdict}
 */
export function judgeLocal(answer) {
  const { status, body } = answer;
  if (status === 200 && body) {
    if (body.mode === 'smtp') return { ok: true, lines: [`E-mails dos pedidos: enviados por ${body.target} (SMTP_URL); ${waiting(body)}`] };
    if (body.mode === 'eml') return { ok: true, lines: [`E-mails dos pedidos: sem SMTP_URL, gravados como .eml em ${body.target}; ${waiting(body)}`] };
    return { ok: false, lines: ['E-mails dos pedidos: NENHUM envio configurado neste servidor (defina SMTP_URL, ou LEADS_MAIL_DIR para .eml); os pedidos ficam guardados e os e-mails esperam.'] };
  }
  if (status === 404) return { ok: null, lines: ['E-mails dos pedidos: este servidor não informa como envia (versão anterior?).'] };
  return { ok: null, lines: [`E-mails dos pedidos: não foi possível saber (${answer.networkError ?? `HTTP ${status}`}).`] };
}

/** @param {Record<string, unknown>} body */
function waiting(body) {
  const where = body.render === 'worker' ? ' Montados numa thread à parte, fora do caminho dos visitantes.' : '';
  return `${Number(body.pending ?? 0)} pendente(s), ${Number(body.failed ?? 0)} com falha definitiva.${where}`;
}

/**
 * @param {MailAnswer} answer the function's GET
 * @returns {MailVerdict}
 */
export function judgeHosted(answer) {
  const { status, body } = answer;
  const unseen = 'Não verificável com a chave anon: o Vault (lead_notifications_url, lead_notifications_secret) e o agendamento; no SQL editor: select jobname, schedule from cron.job; select name from vault.secrets;';
  if (status === 200 && body && typeof body.configured === 'boolean') {
    if (body.configured) return { ok: true, lines: ['E-mails dos pedidos: a função lead-notifications responde e tem segredo, banco e envio configurados.', unseen] };
    const missing = [body.secret ? null : 'LEAD_NOTIFICATIONS_SECRET', body.transport ? null : 'RESEND_API_KEY ou SMTP_URL', body.database ? null : 'SUPABASE_DB_URL'].filter(Boolean);
    return { ok: false, lines: [`E-mails dos pedidos: a função lead-notifications responde, mas faltam os segredos ${missing.join(', ')} (supabase secrets set …); os e-mails esperam.`] };
  }
  if (status === 404) return { ok: false, lines: ['E-mails dos pedidos: a função lead-notifications não existe neste projeto (supabase functions deploy lead-notifications --use-api --no-verify-jwt); os e-mails esperam na tabela.'] };
  if (status === 401) return { ok: false, lines: ['E-mails dos pedidos: a função exige um JWT; o banco não tem um para chamá-la. Publique com --no-verify-jwt (supabase/config.toml já diz verify_jwt = false).'] };
  return { ok: null, lines: [`E-mails dos pedidos: não foi possível saber (${answer.networkError ?? `HTTP ${status}`}).`] };
}

/**
 * @param {typeof fetch} fetchImpl
 * @param {string} endpoint
 * @param {number} timeoutMs
 * @returns {Promise<MailAnswer>}
 */
async function ask(fetchImpl, endpoint, timeoutMs) {
  try {
    const response = await fetchImpl(endpoint, { signal: AbortSignal.timeout(timeoutMs) });
    const raw = await response.text();
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: null, networkError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks the site's own server first (the local store answers how it sends); anything else is taken for a
 * Supabase project and its function is asked.
 * @param {{ url: string, fetch?: typeof fetch, timeoutMs?: number }} target
 * @returns {Promise<MailVerdict>}
 */
export async function checkNotifications({ url, fetch: fetchImpl = fetch, timeoutMs = 10_000 }) {
  const base = url.replace(/\/$/, '');
  const local = await ask(fetchImpl, `${base}${LOCAL_MAIL_STATUS_PATH}`, timeoutMs);
  if (local.status === 200 && local.body && typeof local.body.mode === 'string') return judgeLocal(local);
  if (local.status === 0) return judgeLocal(local);
  return judgeHosted(await ask(fetchImpl, `${base}${FUNCTION_PATH}`, timeoutMs));
}
