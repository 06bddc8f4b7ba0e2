// WhatsApp chat links and the window that opens them. iOS Safari blocks window.open once an
// await has run, so the tab is opened blank inside the click and pointed at the chat later.
import { formatList } from '../../content/pt-br-format.mjs';
import { fillTemplate } from './budget-steps';
import { formatPhone } from './phone-mask';
import { toWellFormed } from './well-formed';

const MAX_NAME_IN_MESSAGE = 100;

export function buildWhatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(toWellFormed(text))}`;
}

// Embeddings, overrides and isolates: an unclosed one reorders everything after it on the
// reader's screen, so a name could show the phone number that follows it backwards.
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** One line of plain text: a name with line breaks, control or direction characters must not reshape the message. */
export function toSingleLine(value: string, maxLength = MAX_NAME_IN_MESSAGE): string {
  const flat = toWellFormed(value)
    .replace(DIRECTION_CONTROLS, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(flat).slice(0, maxLength).join('').trim();
}

/** The message sent after a stored request: no form values, only the company's name. */
export function greetingChatText(template: string, company: string): string {
  return fillTemplate(template, { company });
}

/**
 * A chat message that also names the stone the visitor came from ({stone} in `stone`), or the stones
 * they compared ({stones} in `stones`, read as 'Taj Mahal, Carrara e Branco Polar').
 */
export function withStones(text: string, templates: { stone: string; stones: string }, stones: readonly string[] | undefined): string {
  const names = (stones ?? []).map((name) => toSingleLine(name, 80)).filter(Boolean);
  if (names.length === 0) return text;
  const note = names.length === 1 ? fillTemplate(templates.stone, { stone: names[0]! }) : fillTemplate(templates.stones, { stones: formatList(names) });
  return `${text} ${note}`;
}

/** The message used when the request could not be stored: it carries the visitor's name and phone. */
export function fallbackChatText(template: string, visitor: { name: string; phone: string }, company: string): string {
  return fillTemplate(template, { name: toSingleLine(visitor.name), phone: formatPhone(visitor.phone), company });
}

export interface ChatTab {
  navigate(url: string): void;
  /** Closes the tab opened for a chat that will not follow (the request was refused as too many). */
  close(): void;
}

export interface ChatOpener {
  /** Opens an empty tab synchronously (call it from the click); null when the browser blocked it. */
  openBlank(placeholder: string): ChatTab | null;
}

export const browserChatOpener: ChatOpener = {
  openBlank(placeholder) {
    let tab: Window | null;
    try {
      tab = window.open('', '_blank');
    } catch {
      tab = null;
    }
    if (!tab) return null;
    const opened = tab;
    try {
      opened.document.title = placeholder;
      opened.document.body.textContent = placeholder;
      opened.document.body.style.font = '16px system-ui, sans-serif';
      opened.document.body.style.padding = '24px';
    } catch {
      // A cross-origin or closed tab: the text is only a courtesy.
    }
    return {
      navigate(url) {
        try {
          // The chat must not be able to script this page through window.opener.
          opened.opener = null;
          opened.location.href = url;
        } catch {
          // The visitor closed the tab: the success card still shows the link.
        }
      },
      close() {
        try {
          opened.close();
        } catch {
          // Already closed.
        }
      },
    };
  },
};
