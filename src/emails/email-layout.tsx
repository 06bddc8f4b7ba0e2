/** @jsxImportSource react */
// The frame both e-mails share: a 600 px card on the bone ground, the wordmark as text (no image needed to read
// it), the preheader, and a footer with the site's absolute address.
import type { ReactNode } from 'react';
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { darkModeCss, styles } from './email-styles.ts';

export interface EmailLayoutProps {
  title: string;
  preheader: string;
  wordmark: string;
  siteOrigin: string;
  siteLabel: string;
  /** Lines of the footer, above the site's address. */
  footer: readonly string[];
  children: ReactNode;
}

export function EmailLayout({ title, preheader, wordmark, siteOrigin, siteLabel, footer, children }: EmailLayoutProps) {
  return (
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="format-detection" content="telephone=no, date=no, address=no, email=no" />
        {/* A constant stylesheet: nothing the visitor typed goes in here. */}
        <style dangerouslySetInnerHTML={{ __html: darkModeCss }} />
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={styles.body} className="lv-body">
        {/* width="600" for Outlook on Windows, which ignores max-width; every other client follows the CSS. */}
        <Container width="600" style={styles.container} className="lv-card">
          <Section style={styles.masthead} className="lv-rule">
            <Text style={styles.wordmark} className="lv-wordmark">
              <Link href={siteOrigin} style={{ ...styles.wordmark, textDecoration: 'none' }} className="lv-wordmark">
                {wordmark}
              </Link>
            </Text>
          </Section>
          <Section style={styles.main}>{children}</Section>
          <Section style={styles.footer} className="lv-rule">
            {footer.map((line) => (
              <Text key={line} style={styles.footerText} className="lv-muted">
                {line}
              </Text>
            ))}
            <Text style={styles.footerText} className="lv-muted">
              <Link href={siteOrigin} style={styles.link} className="lv-link">
                {siteLabel}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
