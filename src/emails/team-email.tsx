/** @jsxImportSource react */
// The team's notice of a new request: who, how to answer them in one tap, whether their receipt went out, and
// every answer under its label.
import { Heading, Text } from '@react-email/components';
import { EmailLayout } from './email-layout.tsx';
import { AnswersTable, LabelledLink, PrimaryButton, SectionTitle } from './email-parts.tsx';
import type { TeamEmailView } from './lead-email-view.ts';
import { styles } from './email-styles.ts';

export interface TeamEmailProps {
  view: TeamEmailView;
  /** The subject, as the document's title. */
  subject: string;
}

export function TeamEmail({ view, subject }: TeamEmailProps) {
  return (
    <EmailLayout
      title={subject}
      preheader={view.preheader}
      wordmark={view.wordmark}
      siteOrigin={view.siteOrigin}
      siteLabel={view.siteLabel}
      footer={[view.footer]}
    >
      <Text style={styles.eyebrow} className="lv-eyebrow">
        {view.eyebrow}
      </Text>
      <Heading as="h1" style={styles.heading} className="lv-heading" dir="auto">
        {view.heading}
      </Heading>
      <Text style={styles.small} className="lv-muted">
        {view.received.label}: {view.received.value}
      </Text>
      <Text style={styles.small} className="lv-muted">
        {view.requestId.label}: {view.requestId.value}
      </Text>
      {view.visit ? (
        <Text style={styles.note} className="lv-note">
          <strong>{view.visit.label}</strong>
          <br />
          {view.visit.value}
        </Text>
      ) : null}

      <SectionTitle>{view.actionsTitle}</SectionTitle>
      <PrimaryButton link={view.whatsapp} />
      <LabelledLink link={view.call} />
      {view.email ? <LabelledLink link={view.email} /> : null}
      {view.emailUnusable ? (
        <Text style={styles.text} className="lv-text">
          {view.emailUnusable.label}: {view.emailUnusable.value}
        </Text>
      ) : null}
      <Text style={styles.small} className="lv-muted">
        {view.replyHint}
      </Text>

      {/* A receipt that has not gone (yet) is marked in bronze: the team may want to write to the visitor first. */}
      <Text style={view.receipt.state === 'pending' || view.receipt.state === 'not-sent' ? { ...styles.note, ...styles.noteAttention } : styles.note} className="lv-note">
        <strong>{view.receipt.title}</strong>
        <br />
        {view.receipt.text}
      </Text>

      <SectionTitle>{view.answersTitle}</SectionTitle>
      <AnswersTable answers={view.answers} />

      {view.estimate ? (
        <>
          <SectionTitle>{view.estimate.title}</SectionTitle>
          <AnswersTable answers={view.estimate.answers} />
        </>
      ) : null}
    </EmailLayout>
  );
}
