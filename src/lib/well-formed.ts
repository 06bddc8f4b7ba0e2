// Text typed, pasted or scripted into the form can hold half of a UTF-16 surrogate pair: the
// browser allows it, but encodeURIComponent throws on it and PostgreSQL rejects the JSON that
// carries it. Such a half becomes U+FFFD, as any UTF-8 encoder would make it.

/** Written without lookbehind, which Safari before 16.4 cannot parse. */
export function toWellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (unit) => (unit.length === 2 ? unit : '\ufffd'));
}
