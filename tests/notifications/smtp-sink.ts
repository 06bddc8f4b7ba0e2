// A real SMTP server (smtp-server) on loopback that parses what arrives (mailparser), for the lead e-mail
// tests. It can be stopped and started again on the same port (a mail server that is down for a while), made
// to refuse every message with a temporary error, or to take a message's data and never answer.
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface Arrival {
  mail: ParsedMail;
  /** RCPT TO of the envelope: who really gets it, whatever the headers say. */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
}

export type SinkMode = 'accept' | 'refuse' | 'hang';

export interface SmtpSink {
  port: number;
  url: string;
  arrivals: Arrival[];
  /** Messages whose data arrived while the sink hung (never answered). */
  unanswered: Arrival[];
  mode: SinkMode;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function read(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  let server: SMTPServer | null = null;
  const sink: SmtpSink = {
    port,
    url: '',
    arrivals: [],
    unanswered: [],
    mode: 'accept',
    async start() {
      const current = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 200,
        onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
          void (async () => {
            const raw = await read(stream);
            const arrival: Arrival = {
              mail: await simpleParser(raw),
              rcptTo: session.envelope.rcptTo.map((entry) => entry.address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              raw,
            };
            if (sink.mode === 'hang') {
              sink.unanswered.push(arrival);
              return;
            }
            if (sink.mode === 'refuse') {
              const refusal = new Error('Tente mais tarde') as Error & { responseCode: number };
              refusal.responseCode = 451;
              callback(refusal);
              return;
            }
            sink.arrivals.push(arrival);
            callback();
          })();
        },
      });
      current.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        current.once('error', reject);
        current.listen(sink.port, '127.0.0.1', () => resolve());
      });
      server = current;
      sink.port = ((current as unknown as { server: { address(): AddressInfo } }).server.address()).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      const current = server;
      server = null;
      if (!current) return;
      // Close open connections too: a stopped mail server answers nobody.
      for (const connection of (current as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}

/** The Message-IDs that arrived more than once. */
export function duplicates(arrivals: readonly Arrival[]): string[] {
  const seen = new Map<string, number>();
  for (const arrival of arrivals) seen.set(arrival.mail.messageId ?? '', (seen.get(arrival.mail.messageId ?? '') ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

export const header = (arrival: Arrival, name: string) => arrival.mail.headers.get(name.toLowerCase());
