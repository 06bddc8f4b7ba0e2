// Story ids exactly as Ladle 5.1 derives them from a title and a story name (its naming-utils),
// so a documentation page can link to and embed any story. tests/workbench/docs.test.ts checks
// this copy against Ladle's own functions for every story.
const wordSeparators = /[\s\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^_`{|}~]+/;

export function kebabCase(text: string): string {
  return text
    .replace(/[A-Z\u00C0-\u00D6\u00D9-\u00DD]+(?![a-z])|[A-Z\u00C0-\u00D6\u00D9-\u00DD]/g, (match, offset: number) => (offset ? '-' : '') + match.toLowerCase())
    .replace(/\s-/g, '-')
    .trim()
    .split(wordSeparators)
    .join('-');
}

export function titleToFileId(title: string): string {
  return title
    .toLocaleLowerCase()
    .replace(/\s*\/\s*/g, '--')
    .replace(/\s+/g, '-');
}

export function storyId(title: string, storyName: string): string {
  return `${kebabCase(titleToFileId(title))}--${kebabCase(storyName)}`;
}

/** The id of a component's documentation page (`<Meta title="… / Documentação" />`). */
export const docId = (title: string) => storyId(title, 'Documentação');

/** A link that opens a story or page in the workbench, from the full interface or from inside a frame. */
export const storyHref = (id: string) => `?story=${encodeURIComponent(id)}`;
