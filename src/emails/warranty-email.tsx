/** @jsxImportSource react */
// The warranty e-mails (docs/decisions/033-warranty-registration.md): the one confirmation an address gets before
// it follows the link (nothing typed in it), the certificate, the team's notice, and the reminders (the sealing
// date the care sheet gives, the notice one month before a coverage ends), each reminder with its one-click
// unsubscribe (RFC 8058). Runs under Node, Vitest and Deno: plain React, relative imports with their extensions.
import { render } from '@react-email/render';
import { Heading, Link, Text } from '@react-email/components';
import { company } from '../../content/company.ts';
import { leadEmails } from '../../content/lead-emails.ts';
import { warrantyEmails, warrantyRegistrationContent } from '../../content/warranty-registration.ts';
import { careSheets, dayText, monthText, pieceLabel, rioDayText, type WarrantyCertificate, type WarrantyPiece } from '../lib/warranty-words.ts';

export type { WarrantyCertificate, WarrantyPiece } from '../lib/warranty-words.ts';
import { warrantyCertificateUrl } from '../lib/warranty-key.ts';
import { EmailLayout } from './email-layout.tsx';
import { AnswersTable, LabelledLink, PrimaryButton, SectionTitle } from './email-parts.tsx';
import { styles } from './email-styles.ts';
import { displayPhone, fill, mailbox, mailtoUrl, safeAddress, singleLine, siteOriginOf, type EmailAddress, type LeadAnswer } from './lead-email-model.ts';

export type WarrantyEmailKind = 'warranty_confirm' | 'warranty_certificate' | 'warranty_team' | 'warranty_sealing' | 'warranty_notice';

/** What lead_mail.claim gives for a warranty message (lead_mail.payload's registrations' branch). */
export interface WarrantyPayload {
  /** The confirmation carries the address alone; every other message the certificate. */
  registration: WarrantyCertificate | { id: string; email: string };
  due_on: string;
  /** The certificate link's key (not in the team's notice). */
  key?: string | null;
  /** A reminder's: the pieces (positions, from 1) or coverages it is about. */
  detail?: { pieces?: number[]; covers?: string[] } | null;
  unsubscribe_key?: string | null;
}

export interface WarrantyEmailContext {
  siteOrigin: string;
  teamRecipients?: readonly string[];
  /** Where the one-click unsubscribe is POSTed; the key goes in its query. */
  unsubscribeUrl?: string;
}

export interface RenderedWarrantyEmail {
  subject: string;
  html: string;
  text: string;
  to: EmailAddress[];
  replyTo?: EmailAddress;
  unsubscribe?: { url: string; mailto: string };
}

function careLinks(siteOrigin: string, pieces: readonly Pick<WarrantyPiece, 'stone'>[]) {
  return careSheets(pieces, warrantyEmails.certificate.careLabel).map((sheet) => ({ label: sheet.label, url: `${siteOrigin}${sheet.path}` }));
}

function teamRecipients(list: readonly string[] | undefined): EmailAddress[] {
  const wanted = list && list.length > 0 ? list : [company.email];
  return wanted.map((entry) => {
    const address = safeAddress(entry);
    if (!address) throw new TypeError(`Not an e-mail address for the team: ${JSON.stringify(entry)}`);
    return { name: company.name, address };
  });
}

const isCertificate = (registration: WarrantyPayload['registration']): registration is WarrantyCertificate => 'pieces' in registration;

/** The e-mail for one queued warranty message; throws a TypeError when the client's address is not one a message can go to. */
export async function renderWarrantyEmail(kind: WarrantyEmailKind, payload: WarrantyPayload, context: WarrantyEmailContext): Promise<RenderedWarrantyEmail> {
  const siteOrigin = siteOriginOf(context.siteOrigin);
  const footerOrigin = siteOrigin.replace(/^https?:\/\//, '');
  const layout = { wordmark: leadEmails.wordmark, siteOrigin, siteLabel: footerOrigin };
  const footer = [fill(warrantyEmails.footer, { origin: footerOrigin })];
  const registration = payload.registration;
  const clientAddress = safeAddress(registration.email);
  const certificateLink = payload.key ? warrantyCertificateUrl(siteOrigin, payload.key) : null;
  const bookVisit = `${siteOrigin}/agendar`;

  if (kind === 'warranty_confirm') {
    // Nothing the registrant typed: the address it goes to, and words of ours.
    if (!clientAddress) throw new TypeError('The registration has no e-mail address a message can go to');
    if (!certificateLink) throw new TypeError('The confirmation has no link');
    const t = warrantyEmails.confirm;
    const intro = fill(t.text, { company: company.name });
    const html = await render(
      <EmailLayout title={t.subject} preheader={t.heading} footer={footer} {...layout}>
        <Heading as="h1" style={styles.heading} className="lv-heading">
          {t.heading}
        </Heading>
        <Text style={styles.text} className="lv-text">
          {intro}
        </Text>
        <PrimaryButton link={{ label: t.button, url: certificateLink }} />
        <Text style={styles.small} className="lv-muted">
          {t.ignore}
        </Text>
      </EmailLayout>,
    );
    const text = [t.heading, '', intro, '', `${t.button}: ${certificateLink}`, '', t.ignore].join('\n');
    return { subject: t.subject, html, text, to: [{ name: '', address: clientAddress }], replyTo: { name: company.name, address: company.email } };
  }

  if (!isCertificate(registration)) throw new TypeError('The message has no certificate');
  const pieces = registration.pieces;
  const month = monthText(registration.installed_on);
  const pieceAnswers: LeadAnswer[] = pieces.map((piece, index) => ({
    key: `piece-${index + 1}`,
    label: fill(warrantyRegistrationContent.pieces.piece, { n: String(index + 1) }),
    value: piece.next_sealing
      ? `${pieceLabel(piece)}\n${fill(warrantyRegistrationContent.certificate.sealingNext, { date: rioDayText(piece.next_sealing) })}`
      : `${pieceLabel(piece)}\n${warrantyRegistrationContent.certificate.sealingNone}`,
  }));
  const coverAnswers: LeadAnswer[] = registration.covers.map((cover) => ({
    key: `cover-${cover.id}`,
    label: cover.title,
    value: fill(warrantyRegistrationContent.certificate.until, { date: dayText(cover.until) }),
  }));

  if (kind === 'warranty_team') {
    const t = warrantyEmails.team;
    const subject = singleLine(fill(t.subject, { pieces: String(pieces.length), month }), 160);
    const answers: LeadAnswer[] = [
      { key: 'name', label: t.nameLabel, value: singleLine(registration.name ?? '', 120) },
      { key: 'month', label: t.monthLabel, value: month },
      ...(registration.order_number ? [{ key: 'order', label: t.orderLabel, value: singleLine(registration.order_number, 40) }] : []),
      { key: 'reminders', label: t.remindersLabel, value: registration.reminders ? t.remindersYes : t.remindersNo },
      ...pieceAnswers,
      ...coverAnswers,
    ];
    const html = await render(
      <EmailLayout title={subject} preheader={t.heading} footer={[]} {...layout}>
        <Heading as="h1" style={styles.heading} className="lv-heading">
          {t.heading}
        </Heading>
        {clientAddress ? <LabelledLink link={{ label: t.emailLabel, url: mailtoUrl(clientAddress), display: clientAddress }} /> : null}
        {registration.phone ? (
          <Text style={styles.text} className="lv-text">
            {t.phoneLabel}: {displayPhone(registration.phone)}
          </Text>
        ) : null}
        <AnswersTable answers={answers} />
      </EmailLayout>,
    );
    const text = [
      t.heading,
      '',
      `${t.emailLabel}: ${singleLine(registration.email, 254)}`,
      ...(registration.phone ? [`${t.phoneLabel}: ${displayPhone(registration.phone)}`] : []),
      ...answers.map((answer) => `${answer.label}: ${answer.value.replace(/\n/g, ' · ')}`),
    ].join('\n');
    const replyTo = mailbox(registration.name ?? '', registration.email);
    return { subject, html, text, to: teamRecipients(context.teamRecipients), ...(replyTo ? { replyTo } : {}) };
  }

  if (!clientAddress) throw new TypeError('The registration has no e-mail address a message can go to');
  const to = [{ name: '', address: clientAddress }];
  const replyTo = { name: company.name, address: company.email };

  if (kind === 'warranty_certificate') {
    const t = warrantyEmails.certificate;
    const c = warrantyRegistrationContent.certificate;
    const links = careLinks(siteOrigin, pieces);
    const html = await render(
      <EmailLayout title={t.subject} preheader={t.heading} footer={footer} {...layout}>
        <Text style={styles.eyebrow} className="lv-eyebrow">
          {c.eyebrow}
        </Text>
        <Heading as="h1" style={styles.heading} className="lv-heading">
          {t.heading}
        </Heading>
        <Text style={styles.text} className="lv-text">
          {t.text}
        </Text>
        <AnswersTable answers={[{ key: 'installed', label: c.installed, value: month }]} />
        <SectionTitle>{c.piecesTitle}</SectionTitle>
        <AnswersTable answers={pieceAnswers} />
        <SectionTitle>{c.coversTitle}</SectionTitle>
        <AnswersTable answers={coverAnswers} />
        <Text style={styles.small} className="lv-muted">
          {c.startNote}
        </Text>
        <SectionTitle>{c.careTitle}</SectionTitle>
        {links.map((link) => (
          <Text key={link.url} style={styles.text} className="lv-text">
            <Link href={link.url} style={styles.link} className="lv-link">
              {link.label}
            </Link>
          </Text>
        ))}
        {certificateLink ? <PrimaryButton link={{ label: t.button, url: certificateLink }} /> : null}
      </EmailLayout>,
    );
    const text = [
      t.heading,
      '',
      t.text,
      '',
      `${c.installed}: ${month}`,
      '',
      c.piecesTitle,
      ...pieceAnswers.map((answer) => `${answer.label}: ${answer.value.replace(/\n/g, ' · ')}`),
      '',
      c.coversTitle,
      ...coverAnswers.map((answer) => `${answer.label}: ${answer.value}`),
      c.startNote,
      '',
      c.careTitle,
      ...links.map((link) => `${link.label}: ${link.url}`),
      ...(certificateLink ? ['', `${t.button}: ${certificateLink}`] : []),
    ].join('\n');
    return { subject: t.subject, html, text, to, replyTo };
  }

  // The reminders: each with its one-click unsubscribe, and the offer of a visit.
  if (!payload.unsubscribe_key || !/^[0-9a-f]{64}$/.test(payload.unsubscribe_key)) throw new TypeError('The reminder has no unsubscribe key');
  const unsubscribeBase = context.unsubscribeUrl ?? `${siteOrigin}/descadastrar`;
  const unsubscribeUrl = `${unsubscribeBase}?k=${payload.unsubscribe_key}`;
  const unsubscribe = { url: unsubscribeUrl, mailto: `mailto:${company.email}?subject=${encodeURIComponent(`Descadastrar ${payload.unsubscribe_key}`)}` };
  const reminderFooter = [fill(warrantyEmails.reminderFooter, { origin: footerOrigin, link: unsubscribeUrl })];
  const due = payload.detail ?? {};

  if (kind === 'warranty_sealing') {
    const t = warrantyEmails.sealing;
    const duePieces = (due.pieces ?? []).map((position) => pieces[position - 1]).filter((piece): piece is WarrantyPiece => Boolean(piece));
    const answers = duePieces.map((piece, index) => ({ key: `due-${index}`, label: fill(warrantyRegistrationContent.pieces.piece, { n: String(pieces.indexOf(piece) + 1) }), value: pieceLabel(piece) }));
    const links = careLinks(siteOrigin, duePieces);
    const html = await render(
      <EmailLayout title={t.subject} preheader={t.heading} footer={reminderFooter} {...layout}>
        <Heading as="h1" style={styles.heading} className="lv-heading">
          {t.heading}
        </Heading>
        <Text style={styles.text} className="lv-text">
          {t.text}
        </Text>
        <AnswersTable answers={answers} />
        {links.map((link) => (
          <Text key={link.url} style={styles.text} className="lv-text">
            <Link href={link.url} style={styles.link} className="lv-link">
              {link.label}
            </Link>
          </Text>
        ))}
        <PrimaryButton link={{ label: t.button, url: bookVisit }} />
        <Text style={styles.small} className="lv-muted">
          <Link href={unsubscribeUrl} style={styles.link} className="lv-link">
            {warrantyEmails.unsubscribeLabel}
          </Link>
        </Text>
      </EmailLayout>,
    );
    const text = [
      t.heading,
      '',
      t.text,
      '',
      ...answers.map((answer) => `${answer.label}: ${answer.value}`),
      '',
      ...links.map((link) => `${link.label}: ${link.url}`),
      `${t.button}: ${bookVisit}`,
      '',
      `${warrantyEmails.unsubscribeLabel}: ${unsubscribeUrl}`,
    ].join('\n');
    return { subject: t.subject, html, text, to, replyTo, unsubscribe };
  }

  const t = warrantyEmails.notice;
  const covers = registration.covers.filter((cover) => (due.covers ?? []).includes(cover.id));
  const first = covers[0];
  if (!first) throw new TypeError('The notice names no coverage');
  const subject = singleLine(fill(t.subject, { title: first.title.toLowerCase(), date: dayText(first.until) }), 160);
  const paragraphs = covers.map((cover) => fill(t.text, { title: cover.title, month, date: dayText(cover.until) }));
  const html = await render(
    <EmailLayout title={subject} preheader={t.heading} footer={reminderFooter} {...layout}>
      <Heading as="h1" style={styles.heading} className="lv-heading">
        {t.heading}
      </Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={styles.text} className="lv-text">
          {paragraph}
        </Text>
      ))}
      <PrimaryButton link={{ label: t.button, url: bookVisit }} />
      <Text style={styles.small} className="lv-muted">
        <Link href={unsubscribeUrl} style={styles.link} className="lv-link">
          {warrantyEmails.unsubscribeLabel}
        </Link>
      </Text>
    </EmailLayout>,
  );
  const text = [t.heading, '', ...paragraphs, '', `${t.button}: ${bookVisit}`, '', `${warrantyEmails.unsubscribeLabel}: ${unsubscribeUrl}`].join('\n');
  return { subject, html, text, to, replyTo, unsubscribe };
}
