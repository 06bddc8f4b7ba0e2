import styled from '@emotion/styled';
import { Suspense, useEffect, type ReactNode } from 'react';
import { CONTENT_END_ID } from './lib/content-end';
import { markFirstRenderDone } from './lib/lazy-page';
import { ConsentManager } from './sections/consent/consent-manager';
import { SiteFooter } from './sections/footer/site-footer';
import { SiteHeader } from './sections/header/site-header';
import { company } from '../content/company';
import { consentContent } from '../content/consent';
import { footerContent, headerContent } from '../content/layout';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space(2),
  top: theme.space(2),
  zIndex: 100,
  padding: `${theme.space(1.5)} ${theme.space(3)}`,
  background: theme.colors.paper,
  color: theme.colors.ink,
  borderRadius: theme.radii.pill,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

const Main = styled.main({ display: 'block', outline: 'none' });

/**
 * Marks <html data-hydrated> once the page's own effects are attached (its effects run before this
 * later sibling's), so end-to-end checks can tell a hydrated page from a prerendered one.
 */
function PageHydrated() {
  useEffect(() => {
    markFirstRenderDone();
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#conteudo">{headerContent.skipLink}</SkipLink>
      <SiteHeader company={company} content={headerContent} />
      <Main id="conteudo" tabIndex={-1}>
        {/* The page is its own Suspense boundary: on load React hydrates the header and footer at once
            and the page afterwards, in short slices between frames, instead of one long task that blocks
            input. The prerendered page is on screen meanwhile, and a click on it hydrates it first. */}
        <Suspense fallback={null}>
          {children}
          <PageHydrated />
        </Suspense>
      </Main>
      {/* The first paint waits for this (src/lib/content-end.ts). */}
      <span id={CONTENT_END_ID} hidden />
      <SiteFooter company={company} content={footerContent} />
      <ConsentManager content={consentContent} privacyHref={footerContent.privacyHref} />
    </>
  );
}
