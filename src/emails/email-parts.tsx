/** @jsxImportSource react */
// Small pieces both e-mails use: the answers as a one-column table (label above value, so it reads at 360 px
// without media queries), the bronze button, a labelled link and a section title.
import { Fragment } from 'react';
import { Button, Link, Section, Text } from '@react-email/components';
import type { LeadAnswer } from './lead-email-model.ts';
import type { EmailLink } from './lead-email-view.ts';
import { styles } from './email-styles.ts';

export function SectionTitle({ children }: { children: string }) {
  return (
    <Text style={styles.sectionTitle} className="lv-muted">
      {children}
    </Text>
  );
}

/** Line breaks the visitor typed become <br>; React escapes the text itself. */
function Lines({ value }: { value: string }) {
  const lines = value.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function AnswersTable({ answers }: { answers: readonly LeadAnswer[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {answers.map((answer) => (
          <tr key={answer.key}>
            <td style={styles.answerCell} className="lv-rule">
              <p style={styles.answerLabel} className="lv-muted">
                {answer.label}
              </p>
              {/* dir="auto": an answer in Arabic or Hebrew reads right to left without reordering the page. */}
              <p style={styles.answerValue} className="lv-text" dir="auto">
                <Lines value={answer.value} />
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PrimaryButton({ link }: { link: EmailLink }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={link.url} style={styles.button} className="lv-button">
        {link.label}
      </Button>
    </Section>
  );
}

/** "Ligar: (21) 99999-8888", the value being the link. */
export function LabelledLink({ link }: { link: EmailLink }) {
  return (
    <Text style={styles.text} className="lv-text">
      {link.label}:{' '}
      <Link href={link.url} style={styles.link} className="lv-link">
        {link.display ?? link.url}
      </Link>
    </Text>
  );
}
