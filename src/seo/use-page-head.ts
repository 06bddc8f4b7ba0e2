import { useEffect } from 'react';
import { absoluteUrl } from './site-url';

interface PageHead {
  title: string;
  description: string;
  canonicalPath: string | null;
}

/**
 * Keeps title, description and canonical in step with client-side navigation. The prerender wrote
 * the first ones; each page passes its own metadata so no page's content rides in another's bundle.
 */
export function usePageHead({ title, description, canonicalPath }: PageHead) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && canonicalPath) canonical.setAttribute('href', absoluteUrl(canonicalPath));
  }, [title, description, canonicalPath]);
}
