// The shape of a component's documentation page. The data lives in stories/docs/pages/*.ts (one
// entry per page, grouped by kind), rendered by <ComponentPage>; tests/workbench/docs.test.ts checks it against the
// code: every section folder and primitive has a page, every documented component's props match its
// TypeScript props, every story of the component has a caption, every test file named exists.

export interface ComponentApi {
  /** Source file and export, e.g. `src/ui/button.tsx` + `Button`. */
  file: string;
  export: string;
  /** One line per prop, in Portuguese: what it changes. Keys must be exactly the component's props. */
  props: Record<string, string>;
  /** For styled components: the element whose attributes it also takes. */
  element?: string;
}

export interface KeyBinding {
  keys: string;
  action: string;
}

export interface ContentSource {
  file: string;
  exports: string[];
  /** What it holds, in a few words. */
  holds: string;
}

export interface ComponentDoc {
  /** Sidebar title of the component's stories, e.g. `Seções / Hero`. The page is `<title> / Documentação`. */
  title: string;
  name: string;
  /** What it is for, in one or two sentences. */
  purpose: string;
  /** Where the site uses it. */
  routes: { path: string; where: string }[];
  /** Source files this page documents (every file of a section folder, or the primitive's file). */
  files: string[];
  /** The stories file shown in the gallery, and a one-line caption per story export saying what differs. */
  storiesFile: string;
  captions: Record<string, string>;
  /** The story shown first as the live example (an export name); the first caption's story otherwise. */
  live?: string;
  /** Height of a story's frame for stories whose content is fixed to the viewport (banners, bars). */
  frameHeights?: Record<string, number>;
  components: ComponentApi[];
  content: ContentSource[];
  /** How to change a text shown by the component. */
  editing: string;
  behaviour: {
    interactions: string[];
    keyboard: KeyBinding[];
    motion: string[];
    touch: string[];
  };
  accessibility: string[];
  /** Test files that cover it, from the project root. */
  tests: string[];
}
