// Ladle reads this file by name; it is plain JS because Ladle imports it before any bundler runs.
import { viewports } from './viewports.mjs';

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.{tsx,mdx}',
  viteConfig: '.ladle/vite.config.mjs',
  outDir: 'build',
  // Ladle's stylesheet pins html and body to the viewport height from 768 px up, which turns the
  // site's body (overflow-x: hidden) into a scroll box the site never has. Outside Ladle's own
  // layout ("full" mode), and so in preview mode and inside the width iframe, let them grow as on the site.
  // Documentation pages draw their own bone background edge to edge, so Ladle's padding around them goes.
  appendToHead:
    '<style>html:not([data-mode="full"]), html:not([data-mode="full"]) body { height: auto; } .ladle-main:has([data-doc-page]) { padding: 0; }</style>',
  // Top-level groups in the order a reader meets them: the start page, the foundations, then the site
  // from its smallest parts to its pages; unknown groups last. Inside a component its documentation
  // page ("Documentação") comes first, then its stories, which Ladle has already sorted by name.
  // Ladle copies this function's source into the browser bundle: it must not use outer variables.
  storyOrder: (ids) => {
    const groups = ['comece-aqui', 'fundamentos', 'primitivos', 'seções', 'orçamento', 'páginas', 'e-mails'];
    const rank = (id) => {
      const index = groups.indexOf(id.split('--')[0] ?? '');
      return index === -1 ? groups.length : index;
    };
    // "Group / Component": a story name may hold "--" of its own ("Etapa 1 — Identificação").
    const component = (id) => id.split('--').slice(0, 2).join('--');
    const isDoc = (id) => id.endsWith('--documentação');
    const order = new Map(ids.map((id, index) => [id, index]));
    const firstOf = new Map();
    for (const id of ids) if (!firstOf.has(component(id))) firstOf.set(component(id), order.get(id));
    return [...ids].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        firstOf.get(component(a)) - firstOf.get(component(b)) ||
        Number(isDoc(b)) - Number(isDoc(a)) ||
        order.get(a) - order.get(b),
    );
  },
  addons: {
    msw: { enabled: true },
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { ...viewports },
      defaultState: 0,
    },
  },
};
