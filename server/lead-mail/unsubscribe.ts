// The reminders' one-click unsubscribe (RFC 8058), answered by the site server (/descadastrar, server/index.mjs)
// and by the Edge Function (…/lead-notifications/descadastrar) alike. The key (64 hex digits, a keyed MAC good for
// this and nothing else) is in the URL's query: the mail provider POSTs `List-Unsubscribe=One-Click` there with no
// cookies and reads no page; a person who opens the link (GET) sees the question and one button, in a page with no
// script and no tag. Either way the database (public.unsubscribe_warranty) stops every reminder of the
// registration and refuses to queue another.
import { company } from '../../content/company.ts';
import { warrantyRegistrationContent } from '../../content/warranty-registration.ts';

export interface UnsubscribeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const KEY = /^[0-9a-f]{64}$/;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function page(status: number, title: string, text: string, form: string | null): UnsubscribeAnswer {
  const body = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · ${escape(company.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f6f2ea;color:#1f1d1a}main{max-width:34rem;margin:0 auto}button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.25rem;background:#1f1d1a;color:#fff;cursor:pointer;min-height:44px}</style>
</head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>${form ?? ''}</main></body></html>`;
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
    body,
  };
}

/**
 * The answer to a request at the unsubscribe URL. `unsubscribe` runs public.unsubscribe_warranty with the key and
 * resolves true, or false when the database finds no active registration for it (any other error rejects).
 */
export async function answerUnsubscribe(method: string, search: string, unsubscribe: (key: string) => Promise<boolean>): Promise<UnsubscribeAnswer> {
  const t = warrantyRegistrationContent.unsubscribe;
  const key = new URLSearchParams(search).get('k') ?? '';
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return { status: 405, headers: { Allow: 'GET, POST', 'Cache-Control': 'no-store' }, body: '' };
  if (!KEY.test(key)) return page(404, t.title, t.notFound, null);
  if (method === 'POST') {
    return (await unsubscribe(key)) ? page(200, t.title, t.done, null) : page(404, t.title, t.notFound, null);
  }
  const form = `<form method="post" action="?k=${key}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(t.button)}</button></form>`;
  return page(200, t.title, t.question, form);
}

/** True when a refusal from the database is "no such registration" (a key of nothing, or a deleted one). */
export function isNotFound(error: unknown): boolean {
  return (error as { hint?: unknown } | null)?.hint === 'not_found';
}
