// Ladle reads this file by name; it is plain JS because Ladle imports it before any bundler runs.
import { viewports } from './viewports.mjs';

/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.mjs',
  outDir: 'build',
  // Ladle's stylesheet pins html and body to the viewport height from 768 px up, which turns the
  // site's body (overflow-x: hidden) into a scroll box the site never has. Outside Ladle's own
  // layout ("full" mode), and so in preview mode and inside the width iframe, let them grow as on the site.
  appendToHead: '<style>html:not([data-mode="full"]), html:not([data-mode="full"]) body { height: auto; }</style>',
  // Top-level groups in the order a reader meets them on the site, unknown groups last; Ladle has
  // already sorted ids alphabetically and the stable sort keeps that order inside each group.
  // Ladle copies this function's source into the browser bundle: it must not use outer variables.
  storyOrder: (ids) => {
    const groups = ['primitivos', 'seções', 'orçamento', 'páginas'];
    const rank = (id) => {
      const index = groups.indexOf(id.split('--')[0] ?? '');
      return index === -1 ? groups.length : index;
    };
    return [...ids].sort((a, b) => rank(a) - rank(b));
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
