// Renders both lead e-mails under Deno with the Edge Function's copy of the templates and its deno.json, as the
// deployed function will: proof that supabase/functions/_shared resolves there.
//   npx deno run --config supabase/functions/lead-notifications/deno.json --node-modules-dir=manual --allow-read --allow-env scripts/emails/render-in-deno.ts
// Prints one JSON line per e-mail (kind, subject, sizes, the first link) for tests/emails/deno.test.ts to read.
import { renderLeadEmail } from '../../supabase/functions/_shared/src/emails/render-lead-email.tsx';
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
