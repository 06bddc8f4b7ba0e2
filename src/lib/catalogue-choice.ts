// The visitor's choice in the catalogue, kept whole in the address so it can be shared: the use is the
// page (/pedras/cozinha), the rest the query (?prioridade=manchas,manutencao&tom=claro&colecao=granitos).
// Unknown values are dropped, never an error: an old or edited link still opens a sensible page.
import type { ToneKey } from '../../content/catalogue-page';
import type { PriorityKey, StoneUseSlug } from '../../content/stone-uses';
import type { CollectionPage } from '../../content/types';

type CollectionSlug = CollectionPage['slug'];

export interface CatalogueChoice {
  use: StoneUseSlug | null;
  priorities: readonly PriorityKey[];
  tone: ToneKey | null;
  collections: readonly CollectionSlug[];
}

export interface ChoiceVocabulary {
  priorities: readonly PriorityKey[];
  tones: readonly ToneKey[];
  collections: readonly CollectionSlug[];
}

export const CHOICE_PARAMS = { priorities: 'prioridade', tone: 'tom', collections: 'colecao' } as const;

export const emptyChoice = (use: StoneUseSlug | null = null): CatalogueChoice => ({ use, priorities: [], tone: null, collections: [] });

/** Values of a comma-separated (or repeated) parameter that the vocabulary knows, in the vocabulary's order. */
function known<T extends string>(params: URLSearchParams, name: string, vocabulary: readonly T[]): T[] {
  const given = new Set(params.getAll(name).flatMap((value) => value.split(',')));
  return vocabulary.filter((value) => given.has(value));
}

export function parseChoice(use: StoneUseSlug | null, search: string, vocabulary: ChoiceVocabulary): CatalogueChoice {
  const params = new URLSearchParams(search);
  return {
    use,
    priorities: known(params, CHOICE_PARAMS.priorities, vocabulary.priorities),
    tone: known(params, CHOICE_PARAMS.tone, vocabulary.tones)[0] ?? null,
    collections: known(params, CHOICE_PARAMS.collections, vocabulary.collections),
  };
}

/** The query of a choice ('' when nothing is picked beyond the use), commas left readable. */
export function choiceQuery(choice: CatalogueChoice): string {
  const parts: string[] = [];
  if (choice.priorities.length) parts.push(`${CHOICE_PARAMS.priorities}=${choice.priorities.join(',')}`);
  if (choice.tone) parts.push(`${CHOICE_PARAMS.tone}=${choice.tone}`);
  if (choice.collections.length) parts.push(`${CHOICE_PARAMS.collections}=${choice.collections.join(',')}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function sameChoice(a: CatalogueChoice, b: CatalogueChoice): boolean {
  return choiceQuery(a) === choiceQuery(b) && a.use === b.use;
}

/** Whether anything beyond the use narrows the list. */
export function isRefined(choice: CatalogueChoice): boolean {
  return choice.priorities.length > 0 || choice.tone !== null || choice.collections.length > 0;
}
