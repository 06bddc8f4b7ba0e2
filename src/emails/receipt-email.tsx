/** @jsxImportSource react */
// The visitor's receipt: a summary of their choices (nothing they typed freely: see receiptAnswers), what happens
// next, how to reach the company, and how their data is used.
import { Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from './email-layout.tsx';
import { AnswersTable, LabelledLink, PrimaryButton, SectionTitle } from './email-parts.tsx';
import type { ReceiptEmailView } from './lead-email-view.ts';
import { styles } from './email-styles.ts';

export interface ReceiptEmailProps {
  view: ReceiptEmailView;
  /** The subject, as the document's title. */
  subject: string;
}

export function ReceiptEmail({ view, subject }: ReceiptEmailProps) {
  return (
    <EmailLayout
      title={subject}
      preheader={view.preheader}
      wordmark={view.wordmark}
      siteOrigin={view.siteOrigin}
      siteLabel={view.siteLabel}
      footer={[view.footer, view.address]}
    >
      <Text style={styles.eyebrow} className="lv-eyebrow">
        {view.eyebrow}
      </Text>
      <Heading as="h1" style={styles.heading} className="lv-heading">
        {view.heading}
      </Heading>
      <Text style={styles.text} className="lv-text">
        {view.greeting}
      </Text>
      <Text style={styles.text} className="lv-text">
        {view.thanks}
      </Text>
      <Text style={styles.text} className="lv-text">
        {view.intro}
      </Text>
      <Text style={styles.small} className="lv-muted">
        {view.received.label}: {view.received.value}
      </Text>

      <SectionTitle>{view.answersTitle}</SectionTitle>
      <AnswersTable answers={view.answers} />

      <SectionTitle>{view.nextTitle}</SectionTitle>
      {view.nextSteps.map((step) => (
        <Text key={step} style={styles.text} className="lv-text">
          {step}
        </Text>
      ))}

      <SectionTitle>{view.contactTitle}</SectionTitle>
      <PrimaryButton link={view.whatsapp} />
      <LabelledLink link={view.phone} />
      <LabelledLink link={view.email} />
      <Text style={styles.text} className="lv-text">
        {view.hours.label}: {view.hours.value}
      </Text>

      {view.care && (
        <>
          <SectionTitle>{view.care.title}</SectionTitle>
          <Text style={styles.text} className="lv-text">
            {view.care.text}
          </Text>
          {view.care.links.map((link) => (
            <Text key={link.url} style={styles.text} className="lv-text">
              <Link href={link.url} style={styles.link} className="lv-link">
                {link.label}
              </Link>
            </Text>
          ))}
        </>
      )}

      <Text style={styles.text} className="lv-text">
        {view.warranty.text}{' '}
        <Link href={view.warranty.link.url} style={styles.link} className="lv-link">
          {view.warranty.link.label}
        </Link>
      </Text>

      <Text style={styles.note} className="lv-note">
        {view.privacy.text}{' '}
        <Link href={view.privacy.link.url} style={styles.link} className="lv-link">
          {view.privacy.link.label}
        </Link>
        .
      </Text>
      <Text style={{ ...styles.small, marginTop: '16px' }} className="lv-muted">
        {view.notYou}
      </Text>
    </EmailLayout>
  );
}
