import styled from '@emotion/styled';
import type { ReactNode } from 'react';
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

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#conteudo">{headerContent.skipLink}</SkipLink>
      <SiteHeader company={company} content={headerContent} />
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter company={company} content={footerContent} />
      <ConsentManager content={consentContent} privacyHref={footerContent.privacyHref} />
    </>
  );
}
