// The visit link's key: the e-mail puts it after the '#' (never sent with any request), and the manage page takes it
// out of the address, from the fragment or an older ?token= link, keeping it in the tab's history entry for a reload.
import { describe, expect, it } from 'vitest';
import { takeVisitToken, visitManageUrl } from '../../src/lib/visit-token';

const TOKEN = '0123456789abcdef'.repeat(4);

function tab(address: string, state: unknown = { idx: 0 }) {
  const url = new URL(address, 'https://www.lavra.example');
  const calls: { state: unknown; url: string }[] = [];
  const win = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    history: {
      state,
      replaceState(next: unknown, _title: string, to?: string | URL | null) {
        calls.push({ state: next, url: String(to) });
        this.state = next;
      },
    },
  };
  return { win, calls };
}

describe('the manage link', () => {
  it('carries the key in the fragment', () => {
    const link = new URL(visitManageUrl('https://www.lavra.example', TOKEN));
    expect(link.pathname).toBe('/agendar/visita');
    expect(link.search).toBe('');
    expect(link.hash).toBe(`#t=${TOKEN}`);
  });
});

describe('taking the key out of the address', () => {
  it('reads #t=…, leaves the bare path in the address and keeps the router’s state', () => {
    const { win, calls } = tab(`/agendar/visita#t=${TOKEN}`);
    expect(takeVisitToken(win)).toBe(TOKEN);
    expect(calls).toEqual([{ state: { idx: 0, lavraVisitToken: TOKEN }, url: '/agendar/visita' }]);
  });

  it('reads an older ?token=… link and removes it, keeping any other parameter', () => {
    const { win, calls } = tab(`/agendar/visita?token=${TOKEN}&utm_source=email`);
    expect(takeVisitToken(win)).toBe(TOKEN);
    expect(calls.map((call) => call.url)).toEqual(['/agendar/visita?utm_source=email']);
  });

  it('finds the key again after a reload, from the history entry, without touching the address', () => {
    const { win, calls } = tab('/agendar/visita', { idx: 0, lavraVisitToken: TOKEN });
    expect(takeVisitToken(win)).toBe(TOKEN);
    expect(calls).toEqual([]);
  });

  it('cleans a malformed key out of the address too, answering none', () => {
    const { win, calls } = tab('/agendar/visita#t=<script>');
    expect(takeVisitToken(win)).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/agendar/visita']);
  });

  it('leaves every other page alone', () => {
    const { win, calls } = tab(`/agendar#t=${TOKEN}`);
    expect(takeVisitToken(win)).toBeNull();
    expect(calls).toEqual([]);
  });
});
