// The care guide's and the warranty's addresses, small enough for the route table and the e-mails: the rules
// and the texts stay in the guide's own chunk. Imports carry their extension: the e-mails also run under Deno.
import type { CollectionSlug } from './stone-slugs.ts';

export const CARE_PATH = '/cuidados';
export const WARRANTY_PATH = '/garantia';
/** The warranty registration, its certificate (the key after the '#') and the local server's one-click unsubscribe. */
export const WARRANTY_REGISTER_PATH = '/garantia/registrar';
export const WARRANTY_CERTIFICATE_PATH = '/garantia/certificado';
export const WARRANTY_UNSUBSCRIBE_PATH = '/descadastrar';

/** '/cuidados/marmores/carrara': the care advice of one stone. */
export function carePath(collection: CollectionSlug, slug: string): string {
  return `${CARE_PATH}/${collection}/${slug}`;
}

/** The link from a stone's page to its care sheet: the visible text, and the name that says which stone ({name}). */
export const careLink = Object.freeze({ text: 'Como cuidar', label: 'Como cuidar do {name}' });
