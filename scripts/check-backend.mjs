#!/usr/bin/env node
// @ts-check
// Proves that the backend the site sends budget requests to will take them, without storing anything:
//   npm run check:backend                       the local store (npm start) at http://127.0.0.1:4173
//   VITE_SUPABASE_URL=... VITE_SUPABASE_ANON_KEY=... npm run check:backend   a hosted Supabase project
// It sends what the form sends (an anonymous insert into budget_requests) with a valid row whose id is
// reserved: the constraint zz_backend_probe (supabase/migrations/20261124000100_backend_probe.sql),
// the last check PostgreSQL applies, refuses that id and only that id. So the answer tells, in order:
// the server answers, the key is accepted, the table exists, the grants and the policy let an anonymous
// visitor insert, and a valid request passes every constraint, and nothing is left behind.
// Prints one verdict per check; exits 1 on any failure, 2 when the per-sender limits answered before the
// last checks (inconclusive, not broken), 0 when every check passed.
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../server/store/open-store.mjs';
import { readOwnerAccess } from '../server/store/owner-access.mjs';
import { checkNotifications } from './check-notifications.mjs';

export const PROBE_ID = '00000000-0000-4000-8000-00000000c0de';
export const PROBE_CONSTRAINT = 'zz_backend_probe';
const LOCAL_ANON_KEY = 'lavra-local-anon-key';

/** A request exactly as the budget form sends it, under the reserved id. */
export function probeRow() {
  return {
    id: PROBE_ID,
    name: 'Verificação do backend',
    email: 'verificacao@exemplo.com.br',
    phone: '+351912345678',
    role: 'arquiteto',
    environment_type: 'cozinha',
    application_type: 'bancada',
    square_meters: '1 m²',
    timeline: '1-3-meses',
    material_preference: 'nao-sei',
    style_preference: 'moderno',
    has_references: 'nao',
    investment_range: 'nao-sei',
    project_stage: 'planejamento',
    how_found_us: 'npm run check:backend',
    sent_to_whatsapp: true,
    ip_address: null,
    user_agent: 'lavra-check-backend',
    // Optional in the form (only requests from a stone's page carry it), always sent here: the check
    // then also proves the column's migration is applied and anon may insert it.
    stone: 'Branco Polar',
  };
}

/**
 * @typedef {{ name: string, ok: boolean | null, detail?: string }} Verdict (ok null: not reached)
 * @typedef {{ status: number, body: { code?: string, message?: string, details?: string | null, hint?: string | null } | null, networkError?: string }} Answer
 */

const CHECKS = ['O servidor responde', 'A chave (anon key) é aceita', 'A tabela budget_requests existe', 'Um visitante anônimo pode inserir (permissões e política RLS)', 'Um pedido válido passa por todas as restrições', 'Nenhuma linha ficou gravada'];

/**
 * Reads one answer into the six verdicts, in order; the first failure leaves the later ones unknown.
 * Pure, so it is tested with every kind of answer.
 * @param {Answer} answer
 * @returns {Verdict[]}
 */
export function judge(answer) {
  const { status, body } = answer;
  const code = body?.code ?? '';
  const text = [body?.message, body?.details, body?.hint].filter(Boolean).join(' — ');
  /** @type {Array<[boolean | null, string?]>} */
  const steps = [];
  const finish = () => CHECKS.map((name, index) => ({ name, ok: steps[index]?.[0] ?? null, detail: steps[index]?.[1] }));

  if (status === 0) {
    steps.push([false, `sem resposta: ${answer.networkError ?? 'erro de rede'}`]);
    return finish();
  }
  steps.push([true, `HTTP ${status}`]);
  // PostgREST answers a refused policy (42501) with 401 for the anon role: that is not the key.
  const keyRefused = code === 'PGRST301' || code === 'PGRST401' || ((status === 401 || status === 403) && code !== '42501');
  if (keyRefused) {
    steps.push([false, `recusada (HTTP ${status}): ${text}`]);
    return finish();
  }
  steps.push([true]);
  if (status === 404 || code === '42P01' || code === 'PGRST205') {
    steps.push([false, `não encontrada (HTTP ${status} ${code}): ${text}. Aplique supabase/migrations (supabase db push).`]);
    return finish();
  }
  steps.push([true]);
  if (status === 429 || code === 'LAVRA429') {
    // The per-sender limits run before the policy and the constraints, and refuse before storing: the
    // backend works up to there, and this check could not see further. Deployments with
    // 20261126000100_abuse_limit_indexes.sql never answer the probe so.
    steps.push([null, 'não verificado: os limites por remetente responderam antes']);
    steps.push([null, `não verificado: os limites por remetente responderam (HTTP 429${code ? ` ${code}` : ''}): ${text}`]);
    steps.push([true, 'o limite não grava nada']);
    return finish();
  }
  if (code === '42501') {
    steps.push([false, `recusado (${code}): ${text}. Confira o GRANT de insert e a política de insert para anon.`]);
    return finish();
  }
  steps.push([true]);
  if (status >= 200 && status < 300) {
    // Stored: the probe's constraint is missing, so the row went in and stays.
    steps.push([true, 'aceito, mas sem a verificação final']);
    steps.push([false, `a linha de verificação foi gravada (HTTP ${status}): falta a migração 20261124000100_backend_probe.sql. Apague a linha id ${PROBE_ID} no editor de tabelas.`]);
    return finish();
  }
  if (code === '23514' && text.includes(PROBE_CONSTRAINT)) {
    steps.push([true, `recusado só pela verificação final (${PROBE_CONSTRAINT}), como esperado`]);
    steps.push([true]);
  } else if (code === '42703' || code === 'PGRST204') {
    steps.push([false, `falta uma coluna (HTTP ${status} ${code}): ${text}. Aplique supabase/migrations (supabase db push).`]);
  } else {
    steps.push([false, `um pedido válido foi recusado (HTTP ${status} ${code}): ${text}`]);
  }
  return finish();
}

/**
 * Sends the probe as supabase-js sends an insert (no Prefer header: no SELECT policy is needed).
 * @param {{ url: string, key: string, fetch?: typeof fetch, timeoutMs?: number }} target
 * @returns {Promise<Answer>}
 */
export async function sendProbe({ url, key, fetch: fetchImpl = fetch, timeoutMs = 10_000 }) {
  try {
    const response = await fetchImpl(`${url.replace(/\/$/, '')}/rest/v1/budget_requests`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Profile': 'public', 'Content-Type': 'application/json', 'X-Client-Info': 'lavra-check-backend' },
      body: JSON.stringify(probeRow()),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const raw = await response.text();
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = { message: raw.slice(0, 200) };
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: null, networkError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The verdicts as printed, and how the check ends: failed (exit 1), inconclusive (exit 2: the per-sender
 * limits answered before the last checks, which is the limits doing their job, not a broken backend) or
 * passed (exit 0).
 * @param {Verdict[]} verdicts
 */
export function report(verdicts) {
  const lines = verdicts.map(({ name, ok, detail }) => `${ok === true ? 'ok    ' : ok === false ? 'FALHOU' : '—     '} ${name}${detail ? `: ${detail}` : ''}`);
  const failed = verdicts.some((v) => v.ok === false);
  const limited = !failed && verdicts.some((v) => v.ok === null && v.detail?.includes('limites por remetente'));
  lines.push(
    '',
    failed
      ? 'Resultado: o backend NÃO está pronto para receber pedidos.'
      : limited
        ? 'Resultado: inconclusivo. O backend respondeu com o limite por remetente (5 pedidos em 10 minutos do mesmo e-mail, telefone ou endereço), ' +
          'que é o limite funcionando, não uma falha. Aplique supabase/migrations (a migração 20261126000100 tira a verificação dos limites) ' +
          'ou rode de novo daqui a 10 minutos.'
        : 'Resultado: o backend está pronto para receber pedidos.',
  );
  return { text: lines.join('\n'), failed, inconclusive: limited };
}

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, key: { type: 'string' } } });
  const url = values.url ?? process.env.VITE_SUPABASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
  const key = values.key ?? process.env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;
  console.log(`Verificando ${url} (chave anon ${key === LOCAL_ANON_KEY ? 'do armazenamento local' : `…${key.slice(-6)}`})\n`);
  const { text, failed, inconclusive } = report(judge(await sendProbe({ url, key })));
  console.log(text);
  // The e-mails each request brings: reported, but the verdict above is about taking requests.
  // The local server tells how it sends only to its owner: the secret it writes beside the data directory.
  const ownerSecret = process.env.VITE_SUPABASE_URL ? null : (readOwnerAccess(resolveDataDir())?.secret ?? null);
  const mail = await checkNotifications({ url, ownerSecret, functionSecret: process.env.LEAD_NOTIFICATIONS_SECRET?.trim() || null });
  console.log(`\n${mail.ok === false ? 'AVISO ' : ''}${mail.lines.join('\n')}`);
  process.exitCode = failed ? 1 : inconclusive ? 2 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
