// One way to run axe for every accessibility check: the WCAG 2.0, 2.1 and 2.2 A/AA rules, no rule
// turned off, and a check axe could not finish treated as a failure. In particular contrast must be
// computable: text sits on a solid background, never on a gradient or straight over a photo or video.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { layOutWhole } from '../../e2e/support/laid-out';
import { settle } from './page';
import { createRequire } from 'node:module';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface FindingNode {
  target: unknown[];
  html: string;
  any: { id: string; message: string; data?: unknown }[];
  failureSummary?: string;
}
interface Finding {
  id: string;
  nodes: FindingNode[];
}

const describeNode = (id: string, n: FindingNode) =>
  `${id}: ${n.target.join(' ')} — ${n.any[0]?.message ?? n.failureSummary ?? ''}\n    ${n.html.slice(0, 160)}`;
const describe = (findings: Finding[]) => findings.flatMap((f) => f.nodes.map((n) => describeNode(f.id, n)));

/** Handler types of the tracks of an MP4 file ('vide', 'soun', ...), read from its `hdlr` boxes. */
function trackHandlers(file: Buffer): string[] {
  const handlers: string[] = [];
  for (let at = file.indexOf('hdlr'); at !== -1; at = file.indexOf('hdlr', at + 4)) {
    // 'hdlr', then version and flags (4 bytes) and pre_defined (4 bytes), then the handler type.
    handlers.push(file.toString('latin1', at + 12, at + 16));
  }
  return handlers;
}

/**
 * axe cannot tell whether a video has speech, so `video-caption` always ends "incomplete". It is
 * accepted only for a video whose file has no sound track at all (the site's loops are encoded with
 * `-an`); a video with sound must ship captions and then fails here.
 */
async function unresolvedVideos(page: Page, finding: Finding): Promise<string[]> {
  const unresolved: string[] = [];
  for (const node of finding.nodes) {
    const src = /\bsrc="([^"]+)"/.exec(node.html)?.[1];
    const response = src ? await page.request.get(src) : null;
    const handlers = response?.ok() ? trackHandlers(await response.body()) : [];
    if (!handlers.includes('vide') || handlers.includes('soun')) unresolved.push(describeNode(finding.id, node));
  }
  return unresolved;
}

/**
 * Text on a fixed overlay (the cookie banner, a toast) is painted on the overlay's own opaque card, but
 * axe compares the page *under* each line of a paragraph and gives up ("partially overlaps other
 * elements") as soon as two lines sit over different page elements. For exactly that case the check is
 * finished here instead of skipped: the text must be inside a fixed element, its nearest painted
 * background must be a solid colour that covers it, and text against that colour must reach 4.5:1
 * (3:1 for large text). Anything else stays unresolved.
 */
async function unresolvedContrast(page: Page, finding: Finding): Promise<string[]> {
  const unresolved: string[] = [];
  for (const node of finding.nodes) {
    const overlapsPage = node.any.some((check) => /partially overlaps other elements/.test(check.message));
    const selector = node.target.length === 1 && typeof node.target[0] === 'string' ? node.target[0] : null;
    const verdict =
      overlapsPage && selector
        ? await page.evaluate((css) => {
            const element = document.querySelector(css);
            if (!element) return 'not found';
            const parse = (value: string) => {
              const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
              return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
            };
            let fixed = false;
            let background: { r: number; g: number; b: number; a: number } | null = null;
            let opacity = 1;
            for (let at: Element | null = element; at; at = at.parentElement) {
              const style = getComputedStyle(at);
              opacity *= Number(style.opacity);
              if (!background) {
                if (style.backgroundImage !== 'none') return 'background image';
                const own = parse(style.backgroundColor);
                if (own && own.a > 0) {
                  if (own.a < 1) return 'translucent background';
                  const box = at.getBoundingClientRect();
                  const text = element.getBoundingClientRect();
                  if (box.left > text.left || box.right < text.right || box.top > text.top || box.bottom < text.bottom) return 'background does not cover the text';
                  background = own;
                }
              }
              if (style.position === 'fixed') fixed = true;
            }
            if (!fixed) return 'not on a fixed overlay';
            if (!background) return 'no background';
            const style = getComputedStyle(element);
            const ink = parse(style.color);
            if (!ink) return 'unreadable colour';
            const alpha = ink.a * opacity;
            const mixed = (c: 'r' | 'g' | 'b') => ink[c] * alpha + background[c] * (1 - alpha);
            const luminance = (r: number, g: number, b: number) =>
              [r, g, b]
                .map((v) => v / 255)
                .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
                .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
            const fg = luminance(mixed('r'), mixed('g'), mixed('b'));
            const bg = luminance(background.r, background.g, background.b);
            const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
            const size = parseFloat(style.fontSize);
            const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
            return ratio >= (large ? 3 : 4.5) ? 'ok' : `contrast ${ratio.toFixed(2)}:1`;
          }, selector)
        : 'not an overlay case';
    if (verdict !== 'ok') unresolved.push(`${describeNode(finding.id, node)}\n    (${verdict})`);
  }
  return unresolved;
}

/**
 * axe, bound to the browser's own timers. A test that owns the page's clock (`page.clock.install()`)
 * can keep it paused while axe reads the page: a notice then stays as long as the check takes, and a
 * request held by the test cannot run into the form's time limit, however slow the machine.
 */
const AXE_ON_REAL_TIMERS = `(function (setTimeout, clearTimeout) {
${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
}).apply(window, (function (w) {
  var own = w.__pwClock && w.__pwClock.builtins;
  return own ? [own.setTimeout, own.clearTimeout] : [w.setTimeout.bind(w), w.clearTimeout.bind(w)];
})(window));`;

/**
 * Runs axe on the page as it is now and expects no violation and no check left unfinished. With
 * `within`, only that part of the page is read: for states that change nothing outside it, whose
 * page as a whole is checked by the route tests.
 */
export async function expectAccessible(page: Page, state: string, within?: string) {
  // Axe reads colours as they are drawn. A part laid out lazily that the page rendered after it was opened (the
  // estimate's result, drawn once the editor is) would be skipped, and the boxes around it move while axe reads
  // them: every part is laid out whole first. The pointer rests where the test's last click left it, and a part
  // drawn there since (the success card's WhatsApp link where the pressed button was) takes its hover colours
  // whenever the browser next updates hover, possibly while axe reads them mid-transition (1.67:1, seen once).
  // Off the page it hovers nothing, and the transitions that leaving starts end before axe runs.
  await layOutWhole(page);
  await page.mouse.move(-1, -1);
  await settle(page);
  // Run in the page itself, frames included (axe is injected into each same-origin frame, and the site
  // has no other), rather than in a blank page that merges each frame's partial results: the same rules
  // on the same nodes in about half the time. Only what is judged here is collected: the violations and
  // the checks axe could not finish.
  const builder = new AxeBuilder({ page, axeSource: AXE_ON_REAL_TIMERS })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (within) builder.include(within);
  const results = await builder.analyze();
  expect(describe(results.violations as Finding[]), `axe violations (${state})`).toEqual([]);
  const unfinished: string[] = [];
  for (const finding of results.incomplete as Finding[]) {
    if (finding.id === 'video-caption') unfinished.push(...(await unresolvedVideos(page, finding)));
    else if (finding.id === 'color-contrast') unfinished.push(...(await unresolvedContrast(page, finding)));
    else unfinished.push(...describe([finding]));
  }
  expect(unfinished, `axe checks left unfinished (${state})`).toEqual([]);
}
