export interface HeadlineParts {
  before: string;
  emphasis: string;
  after: string;
}

/**
 * Splits a headline around its emphasised word (the last occurrence, where the sentence lands).
 * When the word is missing the whole headline stays plain, so a content edit never breaks the hero.
 */
export function splitEmphasis(headline: string, emphasis: string): HeadlineParts {
  const at = emphasis ? headline.lastIndexOf(emphasis) : -1;
  if (at < 0) return { before: headline, emphasis: '', after: '' };
  return { before: headline.slice(0, at), emphasis, after: headline.slice(at + emphasis.length) };
}
