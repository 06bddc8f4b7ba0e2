// The warranty certificate's link is a key, treated as the visit's (src/lib/visit-token.ts): it rides after the '#'
// (/garantia/certificado#t=…), and the page takes it out of the address before anything else runs
// (src/hydrate-app.tsx), so no tag ever reads it. Small on purpose: the app's entry and the e-mails (Deno) load it.
import { WARRANTY_CERTIFICATE_PATH } from '../../content/care-paths.ts';
import { keyedUrl, takeLinkKey } from './visit-token.ts';

const STATE_KEY = 'lavraWarrantyKey';

/** The e-mails' link to the certificate. */
export function warrantyCertificateUrl(siteOrigin: string, key: string): string {
  return keyedUrl(siteOrigin, WARRANTY_CERTIFICATE_PATH, key);
}

/** On the certificate page: the key, out of the address; elsewhere null. */
export function takeWarrantyKey(win?: Parameters<typeof takeLinkKey>[2]): string | null {
  return takeLinkKey(WARRANTY_CERTIFICATE_PATH, STATE_KEY, win);
}
