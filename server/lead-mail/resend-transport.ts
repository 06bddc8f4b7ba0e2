// Resend's HTTP API, for the Edge Function (outgoing SMTP ports 25 and 587 are closed there). The
// notification's id is the request's Idempotency-Key: Resend sends a message once for a key, so even a
// function that dies between sending and recording does not send it twice within Resend's window.
import type { EmailAddress } from '../../src/emails/render-lead-email.tsx';
import type { MailTransport, OutgoingMessage } from './lead-mail.ts';

export const RESEND_API_URL = 'https://api.resend.com/emails';

/** "Name" <address>, the name quoted (it is one safe line already; quotes and backslashes escaped). */
export function formatMailbox(value: EmailAddress): string {
  if (!value.name) return value.address;
  return `"${value.name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}" <${value.address}>`;
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function resendBody(message: OutgoingMessage) {
  return {
    from: formatMailbox(message.from),
    to: message.to.map(formatMailbox),
    ...(message.replyTo ? { reply_to: [formatMailbox(message.replyTo)] } : {}),
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: {
      'Message-ID': message.messageId,
      ...message.headers,
      ...(message.listUnsubscribe ? { 'List-Unsubscribe': message.listUnsubscribe.map((address) => `<${address}>`).join(', ') } : {}),
    },
    ...(message.calendar
      ? { attachments: [{ filename: message.calendar.filename, content: base64(message.calendar.content), content_type: `text/calendar; charset=utf-8; method=${message.calendar.method}` }] }
      : {}),
  };
}

export function resendTransport(apiKey: string, options: { url?: string; fetch?: typeof fetch; timeoutMs?: number } = {}): MailTransport {
  const url = options.url ?? RESEND_API_URL;
  const fetchImpl = options.fetch ?? fetch;
  return {
    describe: `resend (${new URL(url).host})`,
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': message.id,
        },
        body: JSON.stringify(resendBody(message)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`Resend answered HTTP ${response.status}: ${detail}`);
      }
      await response.body?.cancel().catch(() => {});
    },
  };
}
