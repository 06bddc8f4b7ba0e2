// The rendered e-mails as a mail client and a reader meet them: HTML read back through a DOM parser (happy-dom),
// plain text as it is.
import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { company } from '../../content/company';
import { foreignLead, longestLead, stoneLead, typicalLead } from '../../mocks/lead-requests';
import type { LeadEmailRequest } from '../../src/emails/lead-email-model';
import { receiptAddress, receiptReasons, renderLeadEmail, type ReceiptStatus, type RenderedLeadEmail } from '../../src/emails/render-lead-email';

const siteOrigin = 'https://www.lavra.example';
const XSS_SCRIPT = '<script>alert(1)</script>';
const XSS_ATTRIBUTE = '"><img src=x onerror=alert(1)>';
// Controls a plain-text part must never carry (line feed is the only one allowed).
// eslint-disable-next-line no-control-regex -- control characters are what the test looks for
const TEXT_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Every piece of text a reader sees in the HTML (not the head, not the hidden preheader). */
function visibleTexts(doc: Document): string[] {
  doc.querySelectorAll('[data-skip-in-text]').forEach((node) => node.remove());
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    node.childNodes.forEach(walk);
  };
  walk(doc.body);
  return texts;
}

const normalize = (value: string) => value.replace(/\s+/g, ' ').toLowerCase();

/** The plain text says everything the HTML says: each visible text and each link's target. */
function expectTextCoversHtml(email: RenderedLeadEmail) {
  const doc = parse(email.html);
  const links = Array.from(doc.querySelectorAll('a[href]'), (a) => a.getAttribute('href')!);
  const text = normalize(email.text);
  for (const piece of visibleTexts(doc)) expect(text, `text part lacks "${piece}"`).toContain(normalize(piece));
  for (const href of links) expect(email.text, `text part lacks the link ${href}`).toContain(href);
  return { doc, links };
}

async function team(request: LeadEmailRequest, receipt: ReceiptStatus = { state: 'sent' }) {
  return renderLeadEmail('team', request, { siteOrigin, receipt });
}

describe('team e-mail', () => {
  it('shows every answer under its label, never an option code, in HTML and in text', async () => {
    const email = await team(typicalLead);
    const doc = parse(email.html);
    const rows = Array.from(doc.querySelectorAll('td'), (td) => Array.from(td.querySelectorAll('p'), (p) => p.textContent));
    for (const field of budgetForm.steps.flatMap((step) => step.fields)) {
      const row = rows.find((cells) => cells.length === 2 && cells[0] === field.label);
      expect(row, field.label).toBeDefined();
      if (field.kind === 'choice') {
        const label = field.options.find((option) => Object.values(typicalLead).includes(option.value))?.label;
        expect(field.options.map((option) => option.label)).toContain(row![1]);
        expect(label).toBeDefined();
      }
      expect(email.text).toContain(`${field.label}\n   `);
    }
    for (const code of ['arquiteto', '1-3-meses', '20k-50k', 'projeto-aprovado', 'quartzito']) {
      expect(email.text).not.toContain(code);
      expect(doc.body.textContent).not.toContain(code);
    }
  });

  it('gives one-tap actions: WhatsApp to the prospect, a call, and Reply-To their address', async () => {
    const email = await team(typicalLead);
    const { links } = expectTextCoversHtml(email);
    expect(links.some((href) => href.startsWith('https://wa.me/5521987654321?text=Ol%C3%A1%2C%20Marina!'))).toBe(true);
    expect(links).toContain('tel:+5521987654321');
    expect(links).toContain('mailto:marina.albuquerque@exemplo.com.br');
    expect(email.replyTo).toEqual({ name: 'Marina Albuquerque', address: 'marina.albuquerque@exemplo.com.br' });
    expect(email.to).toEqual([{ name: company.name, address: company.email }]);
  });

  it('answers a foreign number on its own country code', async () => {
    const { links } = expectTextCoversHtml(await team(foreignLead));
    expect(links.some((href) => href.startsWith('https://wa.me/351912345678?text='))).toBe(true);
    expect(links).toContain('tel:+351912345678');
  });

  it('says when the request came in (São Paulo time) and its id', async () => {
    const email = await team(typicalLead);
    expect(email.text).toContain('Recebido em: quinta-feira, 26 de novembro de 2026 às 14:24 (horário de Brasília)');
    expect(email.text).toContain(`Código do pedido: ${typicalLead.id}`);
    expect(parse(email.html).body.textContent).toContain('26 de novembro de 2026 às 14:24');
  });

  it('says the receipt went out only when it did, when it is tried next while pending, and why not', async () => {
    const sent = await team(typicalLead, { state: 'sent' });
    expect(sent.text).toContain('Enviado para marina.albuquerque@exemplo.com.br.');
    // 17:05 UTC is 14:05 in São Paulo.
    const pending = await team(typicalLead, { state: 'pending', retryAt: '2026-11-26T17:05:30.000Z' });
    expect(pending.text).toContain('Ainda não enviado para marina.albuquerque@exemplo.com.br (nova tentativa às 14:05).');
    expect(pending.text).not.toMatch(/\bEnviado para/);
    expect(parse(pending.html).body.textContent).toContain('(nova tentativa às 14:05)');
    const limited = await team(typicalLead, { state: 'not-sent', reason: receiptReasons.dailyLimit });
    expect(limited.text).toContain('Não enviado: já recebeu um comprovante nas últimas 24 horas.');
    expect(parse(limited.html).body.textContent).toContain('Não enviado: já recebeu um comprovante nas últimas 24 horas.');
    const unknown = await renderLeadEmail('team', typicalLead, { siteOrigin });
    expect(unknown.text).toContain('Sem informação sobre o envio.');
  });

  it('names the stones in the subject and among the answers', async () => {
    const email = await team(stoneLead);
    expect(email.subject).toContain('Branco Polar, Preto Absoluto e Verde Ubatuba');
    expect(email.text).toContain('Pedra de interesse\n   Branco Polar, Preto Absoluto e Verde Ubatuba');
  });

  it('still reaches the team when the stored address is unusable, with no Reply-To, no mail link, and says so beside it', async () => {
    for (const address of ['marina@exemplo.com\r\nBcc: x@y.com', 'cliente@localhost']) {
      const email = await team({ ...typicalLead, email: address });
      expect(email.replyTo).toBeUndefined();
      expect(Array.from(parse(email.html).querySelectorAll('a[href^="mailto:"]'))).toHaveLength(0);
      const shown = address.replace('\r\n', ' ');
      const note = `E-mail: ${shown} (não incluído no “Responder”: o endereço não é válido para envio)`;
      expect(email.text).toContain(note);
      expect(parse(email.html).body.textContent.replace(/\s+/g, ' ')).toContain(note);
      expect(email.text).toContain('responder a esta mensagem não chega ao cliente');
      expect(email.text).not.toContain('Responder a este e-mail escreve direto para o cliente');
      expect(email.text).not.toContain('\r');
    }
  });

  it('shows an accented domain as typed and answers it in its ASCII form', async () => {
    const email = await team({ ...typicalLead, email: 'contato@ação.com.br' });
    expect(email.replyTo?.address).toBe('contato@xn--ao-siap.com.br');
    expect(Array.from(parse(email.html).querySelectorAll('a[href^="mailto:"]'), (a) => a.getAttribute('href'))).toEqual(['mailto:contato@xn--ao-siap.com.br']);
    expect(email.text).toContain('E-mail: contato@ação.com.br (mailto:contato@xn--ao-siap.com.br)');
  });

  it('goes to the configured recipients, and refuses one that is not an address', async () => {
    const email = await renderLeadEmail('team', typicalLead, { siteOrigin, teamRecipients: ['vendas@lavra.example', 'obra@lavra.example'] });
    expect(email.to.map((to) => to.address)).toEqual(['vendas@lavra.example', 'obra@lavra.example']);
    await expect(renderLeadEmail('team', typicalLead, { siteOrigin, teamRecipients: ['a@b.com\r\nBcc: c@d.com'] })).rejects.toThrow(TypeError);
  });
});

describe('whatever the visitor typed', () => {
  it.each([XSS_SCRIPT, XSS_ATTRIBUTE])('is escaped in the team’s HTML and literal in its text, and absent from the receipt: %s', async (payload) => {
    const request = { ...typicalLead, name: `Ana ${payload}`, square_meters: payload, how_found_us: payload, stone: payload };
    const email = await renderLeadEmail('team', request, { siteOrigin });
    const doc = parse(email.html);
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    expect(email.html).not.toContain(payload);
    expect(email.html).toContain('&lt;');
    expect(doc.body.textContent).toContain(payload);
    expect(email.text).toContain(payload);
    const receipt = await renderLeadEmail('receipt', request, { siteOrigin });
    expect(parse(receipt.html).querySelectorAll('script, img')).toHaveLength(0);
    for (const part of [parse(receipt.html).body.textContent, receipt.text]) {
      expect(part).not.toContain(payload);
      expect(part).not.toContain('alert');
    }
  });

  it('can bend no header: CR/LF, 1000 characters, other scripts, emoji', async () => {
    const hostile: LeadEmailRequest = {
      ...typicalLead,
      name: `${'محمد 王小明 😀 '.repeat(40)}\r\nBcc: todos@exemplo.com`,
      square_meters: 'm\r\nX-Header: 1',
      how_found_us: `${'y'.repeat(990)}\r\nTo: x@y`,
      stone: `Taj\r\n${'z'.repeat(1000)}`,
    };
    const email = await team(hostile);
    for (const header of [email.subject, email.replyTo!.name, email.preheader, ...email.to.map((to) => to.name)]) {
      // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
      expect(header).not.toMatch(/[\r\n\u0000-\u001f\u007f]/);
    }
    expect(Array.from(email.subject).length).toBeLessThanOrEqual(160);
    expect(email.subject).toContain('محمد 王小明 😀');
    expect(email.replyTo!.name).not.toMatch(/[:<>"]/);
    expect(email.text).not.toMatch(TEXT_CONTROLS);
    expect(email.text).not.toContain('\r');
  });

  it('keeps control and direction characters out of the text part, and cannot pass a line for a label', async () => {
    const email = await team({ ...typicalLead, name: 'Ana\u0000\u001b[31m\u202eoãJ', how_found_us: 'Google\nCódigo do pedido: falso' });
    expect(email.text).not.toMatch(TEXT_CONTROLS);
    // The forged line stays indented inside its answer.
    expect(email.text).toContain('\n   Código do pedido: falso');
    expect(email.text.match(/^Código do pedido: /gm)).toHaveLength(1);
  });
});

describe('receipt to the prospect', () => {
  it('goes to their address with a summary of their choices, what happens next and every way to reach the company', async () => {
    const email = await renderLeadEmail('receipt', typicalLead, { siteOrigin });
    // No display name: nothing the visitor typed, in the headers either.
    expect(email.to).toEqual([{ name: '', address: 'marina.albuquerque@exemplo.com.br' }]);
    expect(email.replyTo).toEqual({ name: company.name, address: company.email });
    const { links } = expectTextCoversHtml(email);
    expect(email.text).toContain('Olá, Marina,');
    for (const field of budgetForm.steps.flatMap((step) => step.fields)) {
      // The choices under their labels; no field typed freely (this area is a sentence, not a number).
      if (field.kind === 'choice') expect(email.text, field.label).toContain(`${field.label}\n   `);
      else expect(email.text, field.label).not.toContain(`${field.label}\n   `);
    }
    for (const typed of [typicalLead.name, typicalLead.how_found_us, typicalLead.phone, typicalLead.email, typicalLead.square_meters]) expect(email.text).not.toContain(typed);
    expect(email.text).toContain('R$\u00a020.000 a R$\u00a050.000');
    expect(email.text).toContain('até 24 horas, em dias úteis');
    expect(email.text).toContain('Enviado em: quinta-feira, 26 de novembro de 2026 às 14:24 (horário de Brasília)');
    expect(email.text).toContain(company.hours.label);
    expect(links.some((href) => href.startsWith(`https://wa.me/${company.whatsapp}?text=`))).toBe(true);
    expect(links).toContain(`tel:${company.phoneE164}`);
    expect(links).toContain(`mailto:${company.email}`);
    expect(email.text).toContain(company.phone);
  });

  it('links the privacy notice absolutely, on the site origin it is given', async () => {
    const email = await renderLeadEmail('receipt', stoneLead, { siteOrigin: 'https://lavra.example.net/qualquer/' });
    const { links } = expectTextCoversHtml(email);
    expect(links).toContain('https://lavra.example.net/privacidade');
    expect(email.text).toContain('Política de privacidade: https://lavra.example.net/privacidade');
    expect(links.every((href) => /^(https:\/\/|mailto:|tel:)/.test(href))).toBe(true);
  });

  it('names the care guide of each chosen stone, linked absolutely, and no guide for a name the catalogue lacks', async () => {
    const request = { ...typicalLead, stone: 'Taj Mahal, Carrara, Pedra Inventada' };
    const email = await renderLeadEmail('receipt', request, { siteOrigin });
    const { doc, links } = expectTextCoversHtml(email);
    expect(links).toContain(`${siteOrigin}/cuidados/quartizitos/taj-mahal`);
    expect(links).toContain(`${siteOrigin}/cuidados/marmores/carrara`);
    expect(links.filter((href) => href.includes('/cuidados/'))).toHaveLength(2);
    const guide = (name: string) => Array.from(doc.querySelectorAll('a'), (a) => a).find((a) => a.textContent === `Como cuidar do ${name}`);
    expect(guide('Taj Mahal')?.getAttribute('href')).toBe(`${siteOrigin}/cuidados/quartizitos/taj-mahal`);
    expect(guide('Carrara')?.getAttribute('href')).toBe(`${siteOrigin}/cuidados/marmores/carrara`);
    expect(email.text).toContain(`Como cuidar do Carrara: ${siteOrigin}/cuidados/marmores/carrara`);
    expect(email.text).not.toContain('Inventada');
    // A request that names no stone gets no care block.
    const plain = await renderLeadEmail('receipt', { ...typicalLead, stone: null }, { siteOrigin });
    expect(plain.text).not.toContain('/cuidados/');
    expect(plain.text).not.toContain('COMO CUIDAR DA SUA PEDRA');
  });

  it('holds the longest request the form allows, and a foreign one, repeating neither phone', async () => {
    for (const request of [longestLead, foreignLead]) {
      const email = await renderLeadEmail('receipt', request, { siteOrigin });
      expectTextCoversHtml(email);
      expect(email.text).not.toContain(request.phone);
    }
  });

  it('cannot go to an address the form would refuse', async () => {
    const broken = { ...typicalLead, email: 'marina@exemplo.com\r\nBcc: x@y.com' };
    expect(receiptAddress(broken)).toBeNull();
    await expect(renderLeadEmail('receipt', broken, { siteOrigin })).rejects.toThrow(TypeError);
  });
});

describe('both e-mails', () => {
  it.each(['team', 'receipt'] as const)('%s: 600 px at most, no image, a short preheader, only absolute links', async (kind) => {
    const email = await renderLeadEmail(kind, longestLead, { siteOrigin });
    const doc = parse(email.html);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelector('.lv-card')!.getAttribute('style')).toContain('max-width:600px');
    // Outlook on Windows ignores max-width and reads the attribute.
    expect(doc.querySelector('.lv-card')!.getAttribute('width')).toBe('600');
    expect(doc.querySelector('h1')!.getAttribute('style')).toContain('Georgia');
    expect(email.preheader.length).toBeGreaterThan(10);
    expect(email.preheader.length).toBeLessThanOrEqual(110);
    expect(doc.querySelector('[data-skip-in-text]')!.textContent).toContain(email.preheader);
    expect(doc.documentElement.getAttribute('lang')).toBe('pt-BR');
    expect(doc.querySelector('meta[name="color-scheme"]')!.getAttribute('content')).toBe('light dark');
    for (const a of doc.querySelectorAll('a[href]')) expect(a.getAttribute('href')).toMatch(/^(https:\/\/|mailto:|tel:)/);
  });
});

describe('the privacy notice the receipt links to', () => {
  it('says what is e-mailed, to whom and why: the team notice, one receipt every 24 hours at most, no marketing', async () => {
    const { privacyContent } = await import('../../content/privacy');
    const section = privacyContent.sections.find((item) => item.id === 'emails');
    const text = JSON.stringify(section?.blocks ?? []);
    expect(text).toContain('aviso à equipe');
    expect(text).toContain('todas as respostas');
    expect(text).toContain('comprovante para o endereço de e-mail que você informou');
    expect(text).toContain('No máximo um comprovante a cada 24 horas');
    expect(text).toContain('O comprovante não repete nada do que foi digitado livremente');
    expect(text).toContain('as opções que você escolheu');
    expect(text).toContain('Não usamos o seu e-mail para publicidade');
  });
});
