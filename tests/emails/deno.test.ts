// @vitest-environment node
// The Supabase Edge Function runs the same renderer under Deno: prove it resolves and renders there, with the
// flags that function uses (node_modules for bare specifiers; sloppy imports for content/'s extensionless ones).
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
      ['run', '--no-config', '--node-modules-dir=manual', '--sloppy-imports', '--allow-read', '--allow-env', 'scripts/emails/render-in-deno.ts'],
      { cwd: root, env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } },
    );
    const [team, receipt] = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(team.subject).toBe('Orçamento: Marina Albuquerque · Cozinha · R$ 20.000 a R$ 50.000');
    expect(team.replyTo).toEqual({ name: 'Marina Albuquerque', address: 'marina.albuquerque@exemplo.com.br' });
    expect(team.received).toBe('Recebido em: quinta-feira, 26 de novembro de 2026 às 14:24 (horário de Brasília)');
    expect(team.htmlLength).toBeGreaterThan(5000);
    expect(receipt.subject).toBe('Recebemos sua solicitação de orçamento');
    expect(receipt.to).toEqual([{ name: '', address: 'joao.pereira@exemplo.pt' }]);
  });
});
