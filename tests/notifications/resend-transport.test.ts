// @vitest-environment node
// The Edge Function's HTTP transport: what it posts to Resend's API (addresses, both parts, the Message-ID,
// an idempotency key per message) and that a refusal fails the attempt, so the message is retried.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../server/lead-mail/lead-mail';
import { resendTransport } from '../../server/lead-mail/resend-transport';

let url = '';
let answerStatus = 200;
const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
    res.writeHead(answerStatus, { 'Content-Type': 'application/json' }).end(answerStatus === 200 ? '{"id":"re_1"}' : '{"message":"invalid from"}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message: OutgoingMessage = {
  id: '6f1d2c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f',
  kind: 'team',
  subjectId: '0b9e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  messageId: '<6f1d2c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f@lavra.example>',
  date: new Date('2026-11-26T12:00:00Z'),
  from: { name: 'Lavra', address: 'contato@lavra.example' },
  to: [{ name: 'Lavra', address: 'equipe@lavra.example' }],
  replyTo: { name: 'Ana "Bia" Souza', address: 'ana@exemplo.com.br' },
  subject: 'Nova solicitação: Ana',
  text: 'texto',
  html: '<p>html</p>',
  headers: { 'Auto-Submitted': 'auto-generated', 'X-Lavra-Request': '0b9e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' },
};

describe('the Resend transport', () => {
  it('posts the message with its Message-ID and the notification id as the idempotency key', async () => {
    await resendTransport('re_test_key', { url }).send(message);
    const [request] = received;
    expect(request!.headers.authorization).toBe('Bearer re_test_key');
    expect(request!.headers['idempotency-key']).toBe(message.id);
    expect(request!.body).toEqual({
      from: '"Lavra" <contato@lavra.example>',
      to: ['"Lavra" <equipe@lavra.example>'],
      reply_to: ['"Ana \\"Bia\\" Souza" <ana@exemplo.com.br>'],
      subject: 'Nova solicitação: Ana',
      html: '<p>html</p>',
      text: 'texto',
      headers: { 'Message-ID': message.messageId, 'Auto-Submitted': 'auto-generated', 'X-Lavra-Request': message.subjectId },
    });
  });

  it('fails the attempt when Resend refuses, saying why', async () => {
    answerStatus = 422;
    await expect(resendTransport('re_test_key', { url }).send(message)).rejects.toThrow(/HTTP 422.*invalid from/);
  });
});
