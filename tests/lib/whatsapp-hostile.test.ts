// Names typed by anyone end up in the fallback chat link: whatever they hold, the link must
// open the chat with exactly the message we built, name and phone readable, nothing injected.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { validValues } from './budget-fixtures';
import { runSubmission, type SubmissionDeps } from '../../src/sections/budget-wizard/submit-flow';
import { buildWhatsAppUrl, fallbackChatText, type ChatTab } from '../../src/lib/whatsapp';

const NUMBER = '5521999998888';
const PHONE = '21999998888';
const SHOWN_PHONE = '(21) 99999-8888';
const { fallback } = budgetForm.whatsapp;

/** The message a person should read, written out by hand from the template. */
const expectedMessage = (shownName: string) =>
  fallback.split('{phone}').join(SHOWN_PHONE).split('{company}').join('Lavra').split('{name}').join(shownName);

const isWellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Only what encodeURIComponent may produce after `text=`: no raw space, line break, #, &, +, ? or stray %. */
const ENCODED_QUERY = /^text=(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})*$/;

// Explicit direction controls (embeddings, overrides, isolates) would reorder what follows the
// name on the team's screen, the phone number included.
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

function expectSafeLink(url: string, message: string) {
  expect(url.startsWith(`https://wa.me/${NUMBER}?text=`)).toBe(true);
  expect(url.slice(url.indexOf('?') + 1)).toMatch(ENCODED_QUERY);
  const parsed = new URL(url);
  expect(parsed.hostname).toBe('wa.me');
  expect(parsed.pathname).toBe(`/${NUMBER}`);
  expect(parsed.hash).toBe('');
  expect([...parsed.searchParams.keys()]).toEqual(['text']);
  expect(parsed.searchParams.get('text')).toBe(message);
}

const fallbackLink = (name: string) => {
  const message = fallbackChatText(fallback, { name, phone: PHONE }, 'Lavra');
  return { message, url: buildWhatsAppUrl(NUMBER, message) };
};

const hundred = 'Maria Eduarda ' + 'Vasconcellos'.repeat(10);

const hostileNames: readonly [label: string, name: string, shown: string][] = [
  ['line breaks', 'Ana\nSouza\r\n\tLima', 'Ana Souza Lima'],
  ['Unicode line and paragraph separators', 'Ana\u2028Souza\u2029Lima', 'Ana Souza Lima'],
  ['an ampersand and a fake parameter', 'Ana & Bia&text=spam', 'Ana & Bia&text=spam'],
  ['a hash', '#1 Ana #top', '#1 Ana #top'],
  ['a question mark and a query', 'Ana?x=1', 'Ana?x=1'],
  ['percent signs that look encoded', '100% Ana %41%0A', '100% Ana %41%0A'],
  ['plus signs (a space in a query string)', 'Ana+Bia + Lima', 'Ana+Bia + Lima'],
  ['emoji with skin tone, ZWJ and a flag', 'Ana 🪨 👩🏽‍🔧 🇧🇷', 'Ana 🪨 👩🏽‍🔧 🇧🇷'],
  ['an Arabic name', 'محمد علي', 'محمد علي'],
  ['right-to-left and left-to-right marks', '\u200fשרה\u200e Cohen', '\u200fשרה\u200e Cohen'],
  ['a right-to-left override', 'Ana\u202e8888-99999 (12)', 'Ana8888-99999 (12)'],
  ['isolates and embeddings', '\u2067Ana\u2069 \u202bBia\u202c', 'Ana Bia'],
  ['half of a surrogate pair', 'Ana \ud83d Lima\udc00', 'Ana \ufffd Lima\ufffd'],
  ['template placeholders and replacement patterns', '{phone} {company} $& $1', '{phone} {company} $& $1'],
  ['100 characters', hundred.slice(0, 100), hundred.slice(0, 100)],
  ['more than 100 characters', hundred, hundred.slice(0, 100).trim()],
];

describe('WhatsApp fallback link with hostile names', () => {
  it.each(hostileNames)('%s: the link is encoded and decodes to the exact message', (_label, name, shown) => {
    const { message, url } = fallbackLink(name);
    expect(message).toBe(expectedMessage(shown));
    expectSafeLink(url, message);
  });

  it('carries the name and phone through the exception path of the submit', async () => {
    for (const [, name, shown] of hostileNames) {
      const navigations: string[] = [];
      const tab: ChatTab = { navigate: (url) => void navigations.push(url), close: () => undefined };
      const deps: SubmissionDeps = {
        outbox: { enqueue: () => true, deliver: async () => ({ outcome: 'retry', result: { status: 0, error: { message: 'TypeError: Failed to fetch' } } }) },
        analytics: { formStart: () => undefined, stepCompleted: () => undefined, lead: () => undefined },
        createId: () => '00000000-0000-4000-8000-000000000000',
        userAgent: () => 'test',
        scheduleRetry: () => undefined,
        log: () => undefined,
      };
      const result = await runSubmission({ ...validValues, name, phone: PHONE }, tab, deps, {
        whatsapp: budgetForm.whatsapp,
        companyName: 'Lavra',
        whatsappNumber: NUMBER,
      });
      expect(result.kind).toBe('fallback');
      expect(navigations).toEqual([result.chatUrl]);
      expectSafeLink(result.chatUrl, expectedMessage(shown));
    }
  });

  it('any name of up to 100 code points gives a safe link that round-trips, with name and phone on one line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (name) => {
        const { message, url } = fallbackLink(name);
        expectSafeLink(url, message);
        expect(message).toContain(SHOWN_PHONE);
        expect(message).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(message).not.toMatch(DIRECTION_CONTROLS);
        // The name sits between the template's own words, untouched apart from the flattening above.
        const prefix = fallback.slice(0, fallback.indexOf('{name}'));
        const shownName = message.slice(prefix.length, message.lastIndexOf(` e meu telefone é ${SHOWN_PHONE}.`));
        expect(message.startsWith(prefix)).toBe(true);
        expect(Array.from(shownName).length).toBeLessThanOrEqual(100);
        expect(message).toBe(expectedMessage(shownName));
      }),
      { numRuns: 500 },
    );
  });

  it('a name with broken UTF-16 (lone surrogates) still gives a working link instead of throwing', () => {
    const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
    const anyUnit = fc.oneof(loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit: anyUnit, minLength: 1, maxLength: 100 }), (name) => {
        const { message, url } = fallbackLink(name);
        expect(isWellFormed(message)).toBe(true);
        expectSafeLink(url, message);
        expect(message).toContain(SHOWN_PHONE);
      }),
      { numRuns: 300 },
    );
  });
});
