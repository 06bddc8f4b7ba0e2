// SMTP through nodemailer, for the site server (SMTP_URL) and the Edge Function (SMTP_URL secret, on a port
// the platform leaves open: 465 or 2525, not 25 or 587). Also turns a message into RFC 5322 text for the
// `.eml` folder the server writes when no mail server is configured.
import nodemailer from 'nodemailer';
import type { EmailAddress } from '../../src/emails/render-lead-email.tsx';
import type { MailTransport, OutgoingMessage } from './lead-mail.ts';

const mailbox = (value: EmailAddress) => (value.name ? { name: value.name, address: value.address } : value.address);

/** nodemailer's options for one message: addresses as objects (it encodes names), the Message-ID fixed. */
export function nodemailerMessage(message: OutgoingMessage) {
  return {
    messageId: message.messageId,
    date: message.date,
    from: mailbox(message.from),
    to: message.to.map(mailbox),
    ...(message.replyTo ? { replyTo: mailbox(message.replyTo) } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    // RFC 8058: nodemailer writes List-Unsubscribe, each address in angle brackets, in the order given.
    ...(message.listUnsubscribe ? { list: { unsubscribe: [message.listUnsubscribe] } } : {}),
    // nodemailer puts the invitation both as a text/calendar alternative (what Outlook and Gmail read as an
    // invitation) and as an .ics attachment.
    ...(message.calendar ? { icalEvent: { method: message.calendar.method, filename: message.calendar.filename, content: message.calendar.content } } : {}),
    // The envelope names exactly the header's recipients; nothing else can add one.
    envelope: { from: message.from.address, to: message.to.map((entry) => entry.address) },
  };
}

/** Where an SMTP URL points, without its credentials: for logs and checks. */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'smtp (URL inválida)';
  }
}

/**
 * Sends through the server of `url` (smtp://user:pass@host:587, smtps://…:465). Short timeouts: a dead or
 * silent server fails the attempt in seconds, and the message is retried later.
 */
export function smtpTransport(url: string, timeouts: { connectionMs?: number; socketMs?: number } = {}): MailTransport {
  // nodemailer reads `url` like the string form, and takes the timeouts beside it.
  // One pooled connection: a burst of requests goes through one SMTP connection instead of one each.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeouts.connectionMs ?? 10_000,
    greetingTimeout: timeouts.connectionMs ?? 10_000,
    socketTimeout: timeouts.socketMs ?? 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    describe: describeSmtpUrl(url),
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close() {
      transporter.close();
    },
  };
}

/** The message as the RFC 5322 text an SMTP server would receive (CRLF line ends). */
export async function messageSource(message: OutgoingMessage): Promise<Buffer> {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await stream.sendMail(nodemailerMessage(message));
  return info.message as Buffer;
}
