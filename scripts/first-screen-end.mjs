// The first screen's end in a prerendered page: the first element with an id after the first <section>
// of <main> (the hero) has closed. The page's head names it in <link rel="expect" blocking="render">, so
// a browser that knows the hint draws nothing before the whole hero is parsed: on a slow connection the
// page arrives in pieces, and a hero drawn half-parsed (its text without the stone picker under it) moves
// when the rest arrives. Browsers without the hint ignore it.

/**
 * The id, or null when the page has no such element (no section in <main>, nothing after it).
 * @param {string} html
 */
export function firstScreenEndId(html) {
  const main = html.search(/<main[\s>]/);
  if (main < 0) return null;
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = main;
  let depth = 0;
  let end = -1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      end = tags.lastIndex;
      break;
    }
  }
  if (end < 0) return null;
  const next = /<[a-zA-Z][^>]*?\sid="([^"]+)"/g;
  next.lastIndex = end;
  return next.exec(html)?.[1] ?? null;
}

/**
 * The head's hint for `html`, or '' when there is nothing to wait for.
 * @param {string} html
 */
export function firstScreenEndHint(html) {
  const id = firstScreenEndId(html);
  return id ? `<link rel="expect" href="#${encodeURIComponent(id)}" blocking="render">` : '';
}
