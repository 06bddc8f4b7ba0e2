// @vitest-environment node
// The Supabase Edge Function runs the same renderer under Deno: prove that the function's copy of it
// (supabase/functions/_shared, written by npm run build:edge-function) resolves and renders there, with the
// function's own deno.json (its import map; npm: imports resolved from node_modules, offline).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = `${root}node_modules/.bin/deno`;

describe('the lead e-mails under Deno', () => {
  it('render both e-mails, with the subject, the addresses and the São Paulo time', async () => {
    const { stdout } = await promisify(execFile)(
      deno,
      ['run', '--config', 'supabase/functions/lead-notifications/deno.json', '--node-modules-dir=manual', '--allow-read', '--allow-env', 'scripts/emails/render-in-deno.ts'],
      { cwd: root, env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } },
    );
    const [team, receipt] = stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) as [Record<string, unknown>, Record<string, unknown>];
    expect(team.subject).toBe('Orçamento: Marina Albuquerque · Cozinha · R$ 20.000 a R$ 50.000');
    expect(team.replyTo).toEqual({ name: 'Marina Albuquerque', address: 'marina.albuquerque@exemplo.com.br' });
    expect(team.received).toBe('Recebido em: quinta-feira, 26 de novembro de 2026 às 14:24 (horário de Brasília)');
    expect(team.htmlLength).toBeGreaterThan(5000);
    expect(receipt.subject).toBe('Recebemos sua solicitação de orçamento');
    expect(receipt.to).toEqual([{ name: '', address: 'joao.pereira@exemplo.pt' }]);
  });
});
