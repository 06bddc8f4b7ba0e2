// @ts-check
// What each brand face draws on a page's first screen: its characters and the weights it is asked for.
// The page's small inline faces (scripts/prerender.mjs) are cut to this, face by face: the headline's
// face holds the headline's letters, the italic face the one italic word, the body face the rest.
//
// A style-aware walk of the prerendered page. The DOM comes from happy-dom (for selector matching only),
// the rules from the page's own <style> sheets (parsed with PostCSS), and four properties are cascaded:
// font-family, font-style, font-weight and text-transform. Every answer errs towards more: where a
// declaration only applies under a condition (a media query, :hover, :focus…), its value is added to what
// the element would have without it, and all the matching declarations of a property count, whatever
// their specificity. A face may then hold a few glyphs it never draws; it never lacks one it does.
import { Window } from 'happy-dom';
import postcss from 'postcss';
import { brandFaces, decodeText, drawnText, firstScreenHtml } from './brand-fonts.mjs';

/** @typedef {import('./brand-fonts.mjs').BrandFace} BrandFace */
/** @typedef {import('happy-dom').Element} Element */
/** @typedef {'display' | 'displayItalic' | 'body'} FaceKey */
/**
 * @typedef {object} FaceUse
 * @property {string} characters Sorted, without duplicates; the space and the no-break space included.
 * @property {[number, number]} weights The lightest and the heaviest weight asked of the face, within its cut.
 */

const PROPERTIES = /** @type {const} */ (['font-family', 'font-style', 'font-weight', 'text-transform']);
/** @typedef {typeof PROPERTIES[number]} Property */
/** @typedef {Record<Property, Set<string>>} Computed */

/** Never less text than this is taken as a first screen (as firstScreenCharacters in brand-fonts.mjs). */
const FIRST_SCREEN_TEXT_MINIMUM = 1500;
const FIRST_SCREEN_TEXT_LIMIT = 2500;

/** The browser's own defaults for the four properties: the author's sheets override them. */
const userAgentRules = [
  { selector: 'em, i, cite, dfn, var, address', property: 'font-style', value: 'italic' },
  { selector: 'b, strong', property: 'font-weight', value: 'bolder' },
  { selector: 'h1, h2, h3, h4, h5, h6, th', property: 'font-weight', value: 'bold' },
];

/** Pseudo-classes that hold only in some moments: a rule that needs one applies sometimes. */
const MOMENTARY = /:(?:hover|focus-visible|focus-within|focus|active|visited|target|checked|placeholder-shown|disabled|enabled|invalid|valid|user-invalid|open|popover-open|modal|fullscreen)\b/g;
const GENERATED = /::?(?:before|after)\b/;
const PSEUDO_ELEMENT = /::?(?:before|after|first-letter|first-line|placeholder|marker|selection|backdrop|-webkit-[\w-]+|-moz-[\w-]+)\b(?:\([^)]*\))?/g;

/**
 * @typedef {object} Declaration
 * @property {string} selector Without pseudo-elements and momentary pseudo-classes.
 * @property {boolean} conditional Under a media, supports or container query, or a momentary pseudo-class.
 * @property {'text' | 'generated' | 'placeholder'} target What it styles: the element's own text (or a part of it: ::first-letter…), its ::before/::after, or its placeholder.
 * @property {Partial<Record<Property | 'content', string>>} values
 * @property {number[]} rank Where it stands in the cascade: specificity (ids, classes, types), then source order.
 * @property {boolean} uncertain Its specificity is not read here (:is, :not, :where, :has): it may win or lose.
 */

/** A selector's specificity (ids, classes and the like, types), for selectors without :is/:not/:where/:has. */
export function specificity(/** @type {string} */ selector) {
  let rest = selector.replace(/\\./g, 'x').replace(/"[^"]*"|'[^']*'/g, '""');
  const attributes = (rest.match(/\[[^\]]*\]/g) ?? []).length;
  rest = rest.replace(/\[[^\]]*\]/g, ' ');
  const elements = (rest.match(/::?(?:before|after|first-letter|first-line|placeholder|marker|selection|backdrop)\b|::[\w-]+/g) ?? []).length;
  rest = rest.replace(/::?(?:before|after|first-letter|first-line|placeholder|marker|selection|backdrop)\b|::[\w-]+/g, ' ');
  const ids = (rest.match(/#[\w-]+/g) ?? []).length;
  const classes = (rest.match(/\.[\w-]+/g) ?? []).length + (rest.match(/:[\w-]+/g) ?? []).length;
  rest = rest.replace(/[#.:][\w-]+/g, ' ');
  const types = (rest.match(/(?:^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length;
  return [ids, classes + attributes, types + elements];
}

/** The declarations of the page's style sheets that bear on the four properties or on generated text. */
function declarationsOf(/** @type {string[]} */ sheets) {
  /** @type {Declaration[]} */
  const found = [];
  let order = 0;
  for (const sheet of sheets) {
    const rootNode = postcss.parse(sheet);
    rootNode.walkRules((rule) => {
      let parent = rule.parent;
      let conditional = false;
      while (parent && parent.type !== 'root') {
        if (parent.type === 'atrule') {
          const name = /** @type {postcss.AtRule} */ (parent).name.toLowerCase();
          if (/keyframes$/.test(name) || name === 'font-face') return;
          conditional = true;
        }
        parent = parent.parent;
      }
      /** @type {Partial<Record<Property | 'content', string>>} */
      const values = {};
      rule.each((node) => {
        if (node.type !== 'decl') return;
        const property = node.prop.toLowerCase();
        const value = node.value.trim();
        if (property === 'font') {
          for (const [longhand, part] of Object.entries(fontShorthand(value))) values[/** @type {Property} */ (longhand)] = part;
        } else if ((/** @type {readonly string[]} */ (PROPERTIES)).includes(property) || property === 'content') {
          values[/** @type {Property | 'content'} */ (property)] = value;
        }
      });
      if (!Object.keys(values).length) return;
      order += 1;
      for (const raw of rule.selectors) {
        const generated = GENERATED.test(raw);
        const placeholder = /::?placeholder\b/.test(raw);
        const otherPseudo = !generated && !placeholder && /::?(?:first-letter|first-line|marker|selection|backdrop|-webkit-|-moz-)/.test(raw);
        const momentary = new RegExp(MOMENTARY.source).test(raw);
        // A compound that was only a pseudo-element or a momentary pseudo-class stands for any element.
        const selector = raw
          .replace(new RegExp(`(^|[\\s>+~(])(?=${PSEUDO_ELEMENT.source}|${MOMENTARY.source})`, 'g'), '$1*')
          .replace(PSEUDO_ELEMENT, '')
          .replace(MOMENTARY, '')
          .trim();
        found.push({
          selector,
          conditional: conditional || momentary || otherPseudo,
          rank: [...specificity(raw), order],
          uncertain: /:(?:is|not|where|has|matches)\(/.test(raw),
          target: generated ? 'generated' : placeholder ? 'placeholder' : 'text',
          values,
        });
      }
    });
  }
  return found;
}

/** The longhands the `font` shorthand sets, as far as these four properties go. */
function fontShorthand(/** @type {string} */ value) {
  const keyword = value.toLowerCase();
  if (['inherit', 'initial', 'unset', 'revert'].includes(keyword)) {
    return { 'font-family': keyword, 'font-style': keyword, 'font-weight': keyword };
  }
  // [style] [variant] [weight] [stretch] size[/line-height] family
  const size = value.match(/(?:^|\s)(?:[\d.]+(?:px|r?em|%|pt|vw|vh|ch|ex)|xx?-small|x?-?small|medium|x?x?-?large|larger|smaller|calc\([^)]*\)|clamp\([^)]*\)|var\([^)]*\))(?:\/\S+)?\s+(.+)$/i);
  const before = size ? value.slice(0, value.length - size[0].length) : '';
  return {
    'font-family': size ? size[1] : value,
    'font-style': /\b(?:italic|oblique)\b/i.test(before) ? 'italic' : 'normal',
    'font-weight': before.match(/\b(bold(?:er)?|lighter|[1-9]00|\d{3})\b/i)?.[1] ?? 'normal',
  };
}

/** Whether an element matches a selector; a selector happy-dom cannot read is taken to match. */
function matches(/** @type {Element} */ element, /** @type {string} */ selector) {
  try {
    return element.matches(selector);
  } catch {
    return true;
  }
}

/** `bolder` and `lighter` of a parent's weight (CSS Fonts 4, 2.2). */
function relativeWeight(/** @type {'bolder' | 'lighter'} */ keyword, /** @type {number} */ parent) {
  if (keyword === 'bolder') return parent < 350 ? 400 : parent < 550 ? 700 : parent < 900 ? 900 : parent;
  return parent < 100 ? parent : parent < 550 ? 100 : parent < 750 ? 400 : 700;
}

/** Compares two cascade ranks, first number first. */
const compare = (/** @type {number[]} */ a, /** @type {number[]} */ b) => {
  for (let index = 0; index < Math.max(a.length, b.length); index++) if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) - (b[index] ?? 0);
  return 0;
};

/** The initial value of each property. */
const INITIAL = /** @type {Record<Property, string>} */ ({ 'font-family': 'serif', 'font-style': 'normal', 'font-weight': '400', 'text-transform': 'none' });

/**
 * The values a property may take on an element, given what its parent may have and the values the
 * matching declarations give it (`settled`: at least one of them always applies).
 */
function resolve(/** @type {Property} */ property, /** @type {Set<string>} */ parentValues, /** @type {string[]} */ values, /** @type {boolean} */ settled) {
  const result = new Set(settled ? [] : parentValues);
  for (const raw of values) {
    const value = raw.replace(/\s*!important\s*$/i, '').trim();
    const keyword = value.toLowerCase();
    if (keyword === 'inherit' || keyword === 'unset' || keyword === 'revert' || keyword === 'revert-layer') for (const parent of parentValues) result.add(parent);
    else if (keyword === 'initial') result.add(INITIAL[property]);
    else if (property === 'font-weight' && (keyword === 'bolder' || keyword === 'lighter')) for (const parent of parentValues) result.add(String(relativeWeight(keyword, Number(parent))));
    else if (property === 'font-weight') result.add(keyword === 'normal' ? '400' : keyword === 'bold' ? '700' : /^\d+(\.\d+)?$/.test(keyword) ? keyword : '400 900');
    else if (property === 'font-style') result.add(keyword.startsWith('oblique') ? 'italic' : keyword);
    else result.add(value);
  }
  return result;
}

/** The brand faces a computed style may draw with, and the weights asked of each. */
function facesOf(/** @type {Computed} */ computed) {
  /** @type {Map<FaceKey, number[]>} */
  const faces = new Map();
  const weights = [...computed['font-weight']].flatMap((weight) => weight.split(' ').map(Number));
  for (const family of computed['font-family']) {
    const names = family.split(',').map((name) => name.trim().replace(/^["']|["']$/g, '').toLowerCase());
    for (const face of brandFaces) {
      if (!names.includes(face.family.toLowerCase())) continue;
      // A family with no face of the asked style draws with the one it has (Manrope has no italic).
      const hasItalic = brandFaces.some((other) => other.family === face.family && other.style === 'italic');
      const wanted = [...computed['font-style']].some((style) => (hasItalic ? style === face.style : true) || (style === 'italic' && !hasItalic));
      if (wanted) faces.set(face.key, [...(faces.get(face.key) ?? []), ...weights]);
    }
  }
  return faces;
}

/** A text as the property text-transform may draw it. */
function transformed(/** @type {string} */ text, /** @type {Set<string>} */ transforms) {
  let result = '';
  for (const transform of transforms) {
    const keyword = transform.toLowerCase();
    if (keyword === 'uppercase') result += text.toUpperCase();
    else if (keyword === 'lowercase') result += text.toLowerCase();
    else if (keyword === 'capitalize') result += text + text.toUpperCase();
    else result += text;
  }
  return result;
}

/** The strings a `content` value draws: its quoted strings, attr() values and counters' digits. */
function generatedText(/** @type {string} */ content, /** @type {Element} */ element) {
  let text = '';
  for (const match of content.matchAll(/(["'])((?:\\.|(?!\1).)*)\1|attr\(\s*([\w-]+)\s*\)|counters?\(|(open|close)-quote/g)) {
    if (match[2] !== undefined) text += decodeText(match[2].replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16))).replace(/\\(.)/g, '$1'));
    else if (match[3]) text += element.getAttribute(match[3]) ?? '';
    else if (match[4]) text += '“”‘’"\'';
    else text += '0123456789.';
  }
  return text;
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'SVG', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE']);

/**
 * Each brand face's characters and weights on a page's first screen: the header and the first block of
 * <main> (and on, as text, to at least FIRST_SCREEN_TEXT_MINIMUM characters, at most
 * FIRST_SCREEN_TEXT_LIMIT), the same stretch as firstScreenCharacters in brand-fonts.mjs. A face that
 * draws nothing there is left out.
 * @param {string} pageHtml
 * @returns {Partial<Record<FaceKey, FaceUse>>}
 */
export function firstScreenFaces(pageHtml) {
  const sheets = [...pageHtml.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)]
    .filter((match) => !/data-first-screen-font/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
  // <noscript> styles never apply with scripts on; the full faces they declare bear on nothing here.
  const declarations = declarationsOf(sheets);
  const squeeze = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').trim();
  const budget = Math.min(Math.max(squeeze(drawnText(firstScreenHtml(pageHtml))).length, FIRST_SCREEN_TEXT_MINIMUM), FIRST_SCREEN_TEXT_LIMIT);

  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true, disableComputedStyleRendering: true, handleDisabledFileLoadingAsSuccess: true },
  });
  try {
    const bodyHtml = pageHtml.slice(pageHtml.indexOf('<body'));
    const { document } = window;
    const htmlTag = pageHtml.match(/<html\b[^>]*>/)?.[0] ?? '<html>';
    document.write(`<!doctype html>${htmlTag}<head></head>${bodyHtml.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/g, '')}`);
    const body = /** @type {Element} */ (/** @type {unknown} */ (document.body));

    /** @type {Map<FaceKey, { text: string, weights: number[] }>} */
    const uses = new Map();
    const use = (/** @type {Computed} */ computed, /** @type {string} */ text) => {
      const drawn = transformed(text, computed['text-transform']);
      if (!drawn.trim()) return;
      for (const [key, weights] of facesOf(computed)) {
        const entry = uses.get(key) ?? { text: '', weights: [] };
        entry.text += drawn;
        entry.weights.push(...weights);
        uses.set(key, entry);
      }
    };

    /** The values of an element's own text, or of its ::before/::after or placeholder text (which inherit the element's). */
    const computedOf = (/** @type {Element} */ element, /** @type {Computed} */ parent, /** @type {Declaration['target']} */ target) => {
      const matching = declarations.filter((declaration) => declaration.target === target && matches(element, declaration.selector));
      /** @type {Computed} */
      const computed = /** @type {Computed} */ ({});
      for (const property of PROPERTIES) {
        const own = matching.filter((declaration) => declaration.values[property] !== undefined);
        const important = (/** @type {Declaration} */ declaration) => (/!important\s*$/i.test(declaration.values[property] ?? '') ? 1 : 0);
        const rankOf = (/** @type {Declaration} */ declaration) => [important(declaration), ...declaration.rank];
        // The declaration that always applies and wins: the highest of the unconditional ones whose rank is known.
        /** @type {Declaration | undefined} */
        let winner;
        for (const declaration of own) {
          if (declaration.conditional || declaration.uncertain) continue;
          if (!winner || compare(rankOf(declaration), rankOf(winner)) > 0) winner = declaration;
        }
        // Then every one that may apply at some moment and would beat it, and those whose rank is not known.
        const applying = own.filter((declaration) => declaration === winner || declaration.uncertain || (declaration.conditional && (!winner || compare(rankOf(declaration), rankOf(winner)) > 0)));
        const values = applying.map((declaration) => /** @type {string} */ (declaration.values[property]));
        let settled = own.some((declaration) => !declaration.conditional);
        if (target === 'text' && !settled) {
          // The browser's default holds wherever no author declaration does.
          for (const rule of userAgentRules) {
            if (rule.property === property && matches(element, rule.selector)) {
              values.push(rule.value);
              settled = true;
            }
          }
        }
        computed[property] = resolve(property, parent[property], values, settled);
      }
      return computed;
    };

    let taken = 0;
    const walk = (/** @type {Element} */ element, /** @type {Computed} */ parent) => {
      if (taken >= budget || SKIPPED.has(element.tagName.toUpperCase())) return;
      // A state the page draws here as soon as it starts (a link opened without its key: the page cannot
      // know before its script reads the address), named in the markup in the box that will draw it.
      const later = element.getAttribute('data-first-screen-text');
      if (later) use(computedOf(element, parent, 'text'), later);
      // Hidden (a stone page's other panels): drawn only after a choice, by then with the full faces.
      if (element.hasAttribute('hidden')) return;
      const computed = computedOf(element, parent, 'text');
      const generated = declarations.filter((declaration) => declaration.target === 'generated' && declaration.values.content && matches(element, declaration.selector));
      if (generated.length) {
        const pseudo = computedOf(element, computed, 'generated');
        for (const declaration of generated) use(pseudo, generatedText(/** @type {string} */ (declaration.values.content), element));
      }
      const field = ['INPUT', 'TEXTAREA', 'BUTTON', 'SELECT'].includes(element.tagName.toUpperCase());
      if (field) {
        const placeholder = element.getAttribute('placeholder');
        if (placeholder) use(computedOf(element, computed, 'placeholder'), placeholder);
        const value = element.getAttribute('value');
        if (value) use(computed, value);
      }
      for (const child of element.childNodes) {
        if (taken >= budget) return;
        if (child.nodeType === 3) {
          const text = child.textContent ?? '';
          use(computed, text);
          taken += squeeze(text).length + (text.trim() ? 1 : 0);
        } else if (child.nodeType === 1) {
          walk(/** @type {Element} */ (/** @type {unknown} */ (child)), computed);
        }
      }
    };
    /** @type {Computed} */
    const rootValues = /** @type {Computed} */ (Object.fromEntries(PROPERTIES.map((property) => [property, new Set([INITIAL[property]])])));
    const html = /** @type {Element} */ (/** @type {unknown} */ (document.documentElement));
    const htmlValues = computedOf(html, rootValues, 'text');
    walk(body, htmlValues);

    /** @type {Partial<Record<FaceKey, FaceUse>>} */
    const result = {};
    for (const face of brandFaces) {
      const entry = uses.get(face.key);
      if (!entry) continue;
      const [min, max] = face.weights;
      const asked = entry.weights.map((weight) => Math.min(Math.max(weight, min), max));
      // eslint-disable-next-line no-control-regex -- control characters are what it leaves out
      const characters = [...new Set(`${entry.text} \u00a0`)].filter((char) => !/[\u0000-\u001f\u007f]/.test(char) && !/[\t\n\r\f]/.test(char)).sort().join('');
      result[face.key] = { characters, weights: asked.length ? [Math.min(...asked), Math.max(...asked)] : [min, max] };
    }
    return result;
  } finally {
    window.happyDOM.abort();
    window.close();
  }
}
