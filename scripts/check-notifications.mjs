// @ts-check
// The lead e-mails' part of `npm run check:backend`: whether someone will send them.
// - The local store (npm start): the server says how it sends (SMTP_URL's server, or the folder of .eml files)
//   and how many messages wait or failed, to a caller on this machine that presents the owner's secret, the one
//   `npm run leads` reads beside the data directory (server/store/owner-access.mjs).
// - Hosted Supabase: the Edge Function lead-notifications answers a plain GET with "ok" alone; with its secret
//   (LEAD_NOTIFICATIONS_SECRET in the environment) it says whether its secrets are set. Whether Vault holds its
//   URL and secret and pg_cron calls it cannot be seen with the anon key; the output says so and names the query
//   that shows it.

export const LOCAL_MAIL_STATUS_PATH = '/_owner/mail';
export const FUNCTION_PATH = '/functions/v1/lead-notifications';

/**
 * @typedef {{ ok: boolean | null, lines: string[] }} MailVerdict ok: null when it cannot be told
 * @typedef {{ status: number, body: Record<string, unknown> | null, text?: string, asked?: boolean, networkError?: string }} MailAnswer
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
  if (status === 401 || status === 403) {
    return { ok: null, lines: [`E-mails dos pedidos: o servidor só diz como envia a quem tem o segredo do dono (HTTP ${status}); rode npm run check:backend nesta máquina, com o mesmo LEADS_DATA_DIR do servidor.`] };
  }
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
  if (status === 200 && answer.text?.trim() === 'ok') {
    return {
      ok: null,
      lines: [
        answer.asked
          ? 'E-mails dos pedidos: a função lead-notifications responde, mas não reconheceu LEAD_NOTIFICATIONS_SECRET (o valor difere do da função, ou a função não o tem).'
          : 'E-mails dos pedidos: a função lead-notifications responde. Com LEAD_NOTIFICATIONS_SECRET no ambiente, esta verificação diz também se os segredos dela estão definidos.',
        unseen,
      ],
    };
  }
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
async function ask(fetchImpl, endpoint, timeoutMs, headers = {}) {
  try {
    const response = await fetchImpl(endpoint, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const raw = await response.text();
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, text: raw.slice(0, 200) };
  } catch (error) {
    return { status: 0, body: null, networkError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks the site's own server first (the local store answers how it sends, to the owner's secret); anything else
 * is taken for a Supabase project and its function is asked.
 * @param {{ url: string, fetch?: typeof fetch, timeoutMs?: number, ownerSecret?: string | null, functionSecret?: string | null }} target
 *   ownerSecret: the local server's (readOwnerAccess), functionSecret: LEAD_NOTIFICATIONS_SECRET
 * @returns {Promise<MailVerdict>}
 */
export async function checkNotifications({ url, fetch: fetchImpl = fetch, timeoutMs = 10_000, ownerSecret = null, functionSecret = null }) {
  const base = url.replace(/\/$/, '');
  const local = await ask(fetchImpl, `${base}${LOCAL_MAIL_STATUS_PATH}`, timeoutMs, ownerSecret ? { Authorization: `Bearer ${ownerSecret}` } : {});
  if (local.status === 200 && local.body && typeof local.body.mode === 'string') return judgeLocal(local);
  // The local server's refusal is a JSON message; a Supabase project has no such path.
  if (local.status === 0 || ((local.status === 401 || local.status === 403) && typeof local.body?.message === 'string')) return judgeLocal(local);
  const hosted = await ask(fetchImpl, `${base}${FUNCTION_PATH}`, timeoutMs, functionSecret ? { 'X-Lead-Notifications-Secret': functionSecret } : {});
  return judgeHosted({ ...hosted, asked: Boolean(functionSecret) });
}
