/**
 * The id of the element that ends the page's content (rendered by src/app-shell.tsx, after <main>).
 * index.html's head holds the browser's first paint until the parser has reached it:
 * `<link rel="expect" href="#fim-do-conteudo" blocking="render">`. A page painted while its HTML is still
 * arriving would show a header or a hero half built (links spread over a bar, text anchored to the bottom
 * of a full-height hero) that then moves as the rest is parsed: a layout shift the visitor sees. The
 * pages' bodies are small next to their heads (a few kilobytes compressed), so the wait costs a slow
 * phone little; only the footer comes after it. Browsers without the hold paint as they parse, as before.
 */
export const CONTENT_END_ID = 'fim-do-conteudo';
