import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetForm } from '../../content/budget-form';
import { buildWhatsAppUrl, fallbackChatText, greetingChatText, toSingleLine } from '../../src/lib/whatsapp';

const textOf = (url: string) => new URL(url).searchParams.get('text');

describe('WhatsApp links', () => {
  it('points at wa.me with the number digits and the encoded text', () => {
    const url = buildWhatsAppUrl('55 21 99999-8888', 'Olá! Tudo bem?');
    expect(url).toBe('https://wa.me/5521999998888?text=Ol%C3%A1!%20Tudo%20bem%3F');
  });

  it('greets without any form value', () => {
    const text = greetingChatText(budgetForm.whatsapp.greeting, 'Lavra');
    expect(text).toContain('Lavra');
    expect(text).toMatch(/pedra natural/);
    expect(text).not.toMatch(/\{|\}/);
  });

  it('carries name and formatted phone in the fallback message', () => {
    const text = fallbackChatText(budgetForm.whatsapp.fallback, { name: 'Ana Souza', phone: '21999998888' }, 'Lavra');
    expect(text).toContain('Ana Souza');
    expect(text).toContain('(21) 99999-8888');
  });

  it('survives hostile names: line breaks, &, #, ?, emoji, 100 characters', () => {
    const name = 'Ana\n&text=spam #frag?x=1 🪨 ' + 'z'.repeat(100);
    const text = fallbackChatText(budgetForm.whatsapp.fallback, { name, phone: '2133334444' }, 'Lavra');
    const url = buildWhatsAppUrl('5521999998888', text);
    const parsed = new URL(url);
    expect(parsed.hash).toBe('');
    expect([...parsed.searchParams.keys()]).toEqual(['text']);
    expect(textOf(url)).toBe(text);
    expect(text).not.toContain('\n');
    expect(text).toContain('Ana &text=spam #frag?x=1 🪨');
    expect(text).toContain('(21) 3333-4444');
  });

  it('caps the name at 100 characters without splitting an emoji', () => {
    const flat = toSingleLine('🪨'.repeat(150));
    expect(Array.from(flat)).toHaveLength(100);
    expect(flat).toBe('🪨'.repeat(100));
  });

  it('always decodes back to the exact text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(textOf(buildWhatsAppUrl('5521999998888', text))).toBe(text);
      }),
    );
  });
});
