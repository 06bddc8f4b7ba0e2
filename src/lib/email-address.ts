// What an e-mail address is, for every part of the site that takes or sends one: the budget form (yup), the
// table's CHECK (supabase/migrations/20261127000100_email_address_rule.sql writes the same pattern, and
// tests/notifications/email-rule.test.ts holds both to one table of addresses), the e-mail model and the sender.
// See docs/decisions/024-email-addresses-and-the-receipt.md.
//
// The rule is what mail servers accept from a web form (RFC 5321 and 5322 as form services apply them):
// - the local part is a dot-atom of ASCII characters (letters, digits and !#$%&'*+/=?^_`{|}~-, dots between
//   them, never two in a row nor at either end), at most 64 characters. Quoted local parts and non-ASCII ones
//   (which need SMTPUTF8 at every hop) are refused, as browsers and form services refuse them;
// - the domain has at least two labels, each 1 to 63 letters, digits or inner hyphens; letters may carry
//   accents (Latin script: Brazil registers domains such as ação.com.br); the last label (the top-level
//   domain) is ASCII letters, or an xn-- label;
// - at most 253 characters in all: RFC 5321 caps a path at 256 octets, and the strictest reading servers apply
//   (smtp-server's, for one) leaves 253 for the address.
// An accented domain is sent in its ASCII form (punycode, IDNA), so every mail server on the way can carry
// it without SMTPUTF8: `sendableAddress`.
// Imports carry no Node or Deno module: this file runs in the browser, under Node and under Deno.

export const EMAIL_MAX_LENGTH = 253;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
// Letters and digits of a domain label: ASCII, and the Latin letters with accents (À-ɏ without × and ÷).
const LABEL_CHAR = '[A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F]';
const LABEL = `${LABEL_CHAR}([A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F-]{0,61}${LABEL_CHAR})?`;
const TOP_LEVEL = '([A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})';

/**
 * The pattern itself, in the syntax JavaScript and PostgreSQL's regular expressions share (the migration
 * writes this very text; a test compares them). Lengths are checked beside it.
 */
export const EMAIL_PATTERN_SOURCE = `^${ATEXT}+(\\.${ATEXT}+)*@(${LABEL}\\.)+${TOP_LEVEL}$`;

const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

/** True when `value`, exactly as given (no trimming), is an address by the rule above. */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  return value.slice(0, value.lastIndexOf('@')).length <= EMAIL_LOCAL_MAX_LENGTH;
}

const ASCII_DOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The address as it goes on the wire: the rule's address with its domain in ASCII (`contato@xn--ao-siap.com.br`
 * for `contato@ação.com.br`), or null when it is not one, or its domain has no ASCII form (an xn-- label that
 * is not punycode, a label too long once encoded).
 */
export function sendableAddress(value: string): string | null {
  if (!isEmailAddress(value)) return null;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  let domain: string;
  try {
    // The URL parser applies IDNA (UTS #46) as browsers do for host names; it runs in browsers, Node and Deno.
    domain = new URL(`http://${value.slice(at + 1)}/`).hostname;
  } catch {
    return null;
  }
  const address = `${local}@${domain}`;
  return ASCII_DOMAIN.test(domain) && address.length <= EMAIL_MAX_LENGTH ? address : null;
}
