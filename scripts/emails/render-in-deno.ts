// Renders both lead e-mails under Deno, as the Supabase Edge Function will: proof that src/emails resolves there.
//   npx deno run --no-config --node-modules-dir=manual --sloppy-imports --allow-read --allow-env scripts/emails/render-in-deno.ts
// Prints one JSON line per e-mail (kind, subject, sizes, the first link) for tests/emails/deno.test.ts to read.
// --sloppy-imports: content/*.ts import each other without extensions, as the Vite app expects.
import { renderLeadEmail } from '../../src/emails/render-lead-email.tsx';
import { foreignLead, typicalLead } from '../../mocks/lead-requests.ts';

const siteOrigin = 'https://www.lavra.example';
for (const [kind, request] of [['team', typicalLead], ['receipt', foreignLead]] as const) {
  const email = await renderLeadEmail(kind, request, { siteOrigin, receipt: { state: 'sent' } });
  console.log(
    JSON.stringify({
      kind,
      subject: email.subject,
      htmlLength: email.html.length,
      textLength: email.text.length,
      to: email.to,
      replyTo: email.replyTo ?? null,
      received: email.text.split('\n').find((line) => line.startsWith('Recebido em')) ?? null,
    }),
  );
}
