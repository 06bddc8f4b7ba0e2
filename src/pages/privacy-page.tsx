import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { company } from '../../content/company';
import { privacyContent, type PrivacyBlock, type PrivacyContent } from '../../content/privacy';
import { formatLongDate } from '../../content/pt-br-format.mjs';
import type { Company } from '../../content/types';
import { requestConsentPreferences } from '../lib/consent';
import { usePageHead } from '../seo/use-page-head';
import { Button } from '../ui/button';
import { Eyebrow } from '../ui/eyebrow';

// A long-form reading page: one column at a comfortable measure, the site's serif for headings.
const Page = styled.article(({ theme }) => ({
  background: theme.colors.bone,
  padding: `${theme.space(6)} ${theme.layout.gutter} ${theme.space(10)}`,
  [theme.mq.lg]: { padding: `${theme.space(12)} ${theme.layout.gutter} ${theme.space(16)}` },
}));

const Measure = styled.div({ maxWidth: '45rem', margin: '0 auto' });

const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance' }));

const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(2),
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.6,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
}));

const Updated = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted }));

const Toc = styled.nav(({ theme }) => ({
  margin: `${theme.space(5)} 0 ${theme.space(2)}`,
  padding: `${theme.space(2.5)} ${theme.space(3)}`,
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  '& ol': { margin: `${theme.space(1)} 0 0`, paddingLeft: theme.space(2.5) },
  '& li': { padding: `${theme.space(0.75)} 0`, lineHeight: 1.45 },
  '& a': { textUnderlineOffset: 3 },
  '& a:hover': { color: theme.colors.bronzeDark },
}));

const TocLabel = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase' }));

const Part = styled.section(({ theme }) => ({
  marginTop: theme.space(5),
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  scrollMarginTop: theme.space(2),
  '& > * + *': { marginTop: theme.space(2) },
}));

const PartTitle = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h3, textWrap: 'balance' }));

const Paragraph = styled.p({ lineHeight: 1.75, textWrap: 'pretty' });

// Margins set here, not by the section's flow rule: a component's own `margin` would override it.
const List = styled.ul(({ theme }) => ({
  margin: `${theme.space(1.5)} 0 0`,
  paddingLeft: theme.space(2.5),
  display: 'grid',
  gap: theme.space(1),
  lineHeight: 1.7,
  '& li::marker': { color: theme.colors.bronze },
}));

const Terms = styled.dl(({ theme }) => ({
  margin: `${theme.space(2)} 0 0`,
  display: 'grid',
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
  '& > div': { padding: `${theme.space(1.5)} ${theme.space(2)}`, lineHeight: 1.6 },
  '& > div + div': { borderTop: `1px solid ${theme.colors.travertine}` },
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0, color: theme.colors.inkMuted },
  [theme.mq.md]: { '& > div': { display: 'grid', gridTemplateColumns: '14rem 1fr', gap: theme.space(2) } },
}));

const EmailLink = styled.a(({ theme }) => ({ fontWeight: 700, textUnderlineOffset: 3, '&:hover': { color: theme.colors.bronzeDark } }));

/** Fills {company} and {legalName}; {email} becomes a mailto link, the way to exercise a right. */
function fill(text: string, c: Company): ReactNode[] {
  return text.split(/(\{(?:company|legalName|email)\})/).map((part, index) => {
    if (part === '{company}') return c.name;
    if (part === '{legalName}') return c.legalName;
    if (part === '{email}') return <EmailLink key={index} href={`mailto:${c.email}`}>{c.email}</EmailLink>;
    return part;
  });
}


function Block({ block, company: c }: { block: PrivacyBlock; company: Company }) {
  switch (block.kind) {
    case 'paragraph':
      return <Paragraph>{fill(block.text, c)}</Paragraph>;
    case 'list':
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{fill(item, c)}</li>
          ))}
        </List>
      );
    case 'terms':
      return (
        <Terms>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.detail}</dd>
            </div>
          ))}
        </Terms>
      );
  }
}

const openCookiePreferences = () => requestConsentPreferences();

export function PrivacyNotice({ content, company: c }: { content: PrivacyContent; company: Company }) {
  return (
    <Page aria-labelledby="privacidade-titulo">
      <Measure>
        <Eyebrow>{content.eyebrow}</Eyebrow>
        <Title id="privacidade-titulo">{content.title}</Title>
        <Lead>{content.lead}</Lead>
        <Updated>
          {content.updatedLabel} <time dateTime={content.updatedAt}>{formatLongDate(new Date(content.updatedAt))}</time>
        </Updated>
        <Toc aria-labelledby="privacidade-indice">
          <TocLabel id="privacidade-indice">{content.tocLabel}</TocLabel>
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Toc>
        {content.sections.map((section) => (
          <Part key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
            <PartTitle id={`${section.id}-titulo`}>{section.title}</PartTitle>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} company={c} />
            ))}
            {section.id === content.cookieSectionId && (
              <div>
                <Button type="button" variant="secondary" onClick={openCookiePreferences}>
                  {content.cookieButton}
                </Button>
              </div>
            )}
          </Part>
        ))}
      </Measure>
    </Page>
  );
}

export default function PrivacyPage() {
  usePageHead({ ...privacyContent.seo, canonicalPath: '/privacidade' });
  return <PrivacyNotice content={privacyContent} company={company} />;
}
