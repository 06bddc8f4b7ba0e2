// The first screen's end in a prerendered page: the first element with an id after the first <section>
// of <main> (the hero) has closed, or, in a page whose <main> has no section, after <main> itself has
// closed (src/app-shell.tsx puts an element there for this, src/lib/content-end.ts). The page's head names
// it in <link rel="expect" blocking="render">, so a browser that knows the hint draws nothing before the
// whole first screen is parsed: on a slow connection the page arrives in pieces, and a hero drawn
// half-parsed (its text without the stone picker under it) or a header bar without its last links moves
// when the rest arrives. Browsers without the hint ignore it. e2e/partial-paint.spec.ts checks, on every
// route at both widths, that nothing parsed after the element moves the first screen.

/**
 * The id, or null when the page has no such element (no <main>, or nothing with an id after it).
 * @param {string} html
 */
export function firstScreenEndId(html) {
  const main = html.search(/<main[\s>]/);
  if (main < 0) return null;
  const mainEnd = endOfMain(html, main);
  const sectionEnd = endOfFirstSection(html, main);
  return idAfter(html, sectionEnd !== null && (mainEnd < 0 || sectionEnd <= mainEnd) ? sectionEnd : mainEnd);
}

/** The first id of an element that starts at or after `from`, or null. @param {string} html @param {number} from */
function idAfter(html, from) {
  if (from < 0) return null;
  const next = /<[a-zA-Z][^>]*?\sid="([^"]+)"/g;
  next.lastIndex = from;
  return next.exec(html)?.[1] ?? null;
}

/** Where <main> (opened at `main`) closes, or -1. @param {string} html @param {number} main */
function endOfMain(html, main) {
  const close = html.indexOf('</main>', main);
  return close < 0 ? -1 : close + '</main>'.length;
}

/** Where the first <section> of <main> closes, or null when it has none. @param {string} html @param {number} main */
function endOfFirstSection(html, main) {
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
  return end < 0 ? null : end;
}

/**
 * The head's hint for `html`, or '' when there is nothing to wait for.
 * @param {string} html
 */
export function firstScreenEndHint(html) {
  const id = firstScreenEndId(html);
  return id ? `<link rel="expect" href="#${encodeURIComponent(id)}" blocking="render">` : '';
}
