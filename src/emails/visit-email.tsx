/** @jsxImportSource react */
// The visit e-mails: the team's notice and the visitor's confirmation of a booking, a move or a cancellation, each
// with its calendar invitation (.ics, METHOD:REQUEST or CANCEL; src/lib/visit-ics.ts). The visitor's e-mail carries
// the link to cancel or move (/agendar/visita#t=…, src/lib/visit-token.ts) and a Google Calendar link. Runs under Node, Vitest and Deno:
// plain React, relative imports with their extensions.
import { render } from '@react-email/render';
import { Heading, Link, Text } from '@react-email/components';
import { company } from '../../content/company.ts';
import { formatDateTime, formatShortDate } from '../../content/pt-br-format.mjs';
import { leadEmails } from '../../content/lead-emails.ts';
import { stoneAddresses } from '../../content/stone-slugs.ts';
import { visitEmails, type VisitEmailEvent } from '../../content/visit-emails.ts';
import { googleCalendarUrl } from '../lib/google-calendar.ts';
import { visitIcs } from '../lib/visit-ics.ts';
import { visitManageUrl } from '../lib/visit-token.ts';
import { EmailLayout } from './email-layout.tsx';
import { AnswersTable, LabelledLink, PrimaryButton, SectionTitle } from './email-parts.tsx';
import { styles } from './email-styles.ts';
import { VISIT_TIME_ZONE, visitWhen } from './visit-when.ts';
import { displayPhone, fill, mailbox, mailtoUrl, safeAddress, singleLine, siteOriginOf, telUrl, type EmailAddress, type LeadAnswer } from './lead-email-model.ts';

export { VISIT_TIME_ZONE, visitWhen } from './visit-when.ts';


/** A visit as lead_mail.visit_claim gives it. */
export interface VisitEmailVisit {
  id: string;
  kind: string;
  title: string;
  place: string | null;
  resource: string;
  starts_at: string;
  ends_at: string;
  name: string;
  phone: string;
  email: string;
  address: string | null;
  neighbourhood: string | null;
  stones: string[];
  room: string | null;
  status: 'booked' | 'cancelled';
  /** The visitor's message only: the token of the link to cancel or move. */
  manage_token?: string | null;
  request?: { id: string; created_at: string; environment_type: string } | null;
}

export interface VisitEmailMessage {
  kind: 'team' | 'visitor';
  event: VisitEmailEvent;
  /** The visit's sequence at that event: the invitation's SEQUENCE. */
  sequence: number;
  visit: VisitEmailVisit;
}

export interface RenderedVisitEmail {
  subject: string;
  html: string;
  text: string;
  to: EmailAddress[];
  replyTo?: EmailAddress;
  ics: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

const shortWhen = (date: Date) => formatDateTime(date, { timeZone: VISIT_TIME_ZONE, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const dateOnly = (date: Date) => formatShortDate(date, VISIT_TIME_ZONE);


function stoneLabels(slugs: readonly string[]): string[] {
  return slugs.map((slug) => stoneAddresses.find((stone) => stone.slug === slug)?.name ?? singleLine(slug, 80));
}

function where(visit: VisitEmailVisit): string {
  if (visit.place) return visit.place;
  return [visit.address, visit.neighbourhood].filter(Boolean).map((part) => singleLine(String(part), 300)).join(', ');
}

function teamAnswers(visit: VisitEmailVisit): LeadAnswer[] {
  const t = visitEmails.team;
  const answers: LeadAnswer[] = [
    { key: 'when', label: t.whenLabel, value: visitWhen(visit) },
    { key: 'kind', label: t.kindLabel, value: visit.title },
    { key: 'where', label: t.whereLabel, value: where(visit) },
    { key: 'resource', label: t.resourceLabel, value: visit.resource },
    { key: 'name', label: t.nameLabel, value: singleLine(visit.name, 120) },
  ];
  if (visit.stones.length > 0) answers.push({ key: 'stones', label: t.stonesLabel, value: stoneLabels(visit.stones).join(', ') });
  if (visit.room) answers.push({ key: 'room', label: t.roomLabel, value: singleLine(visit.room, 80) });
  if (visit.request) {
    answers.push({
      key: 'request',
      label: t.requestLabel,
      value: fill(t.requestValue, { date: dateOnly(new Date(visit.request.created_at)), id: visit.request.id }),
    });
  }
  return answers;
}

function teamRecipients(list: readonly string[] | undefined): EmailAddress[] {
  const wanted = list && list.length > 0 ? list : [company.email];
  return wanted.map((entry) => {
    const address = safeAddress(entry);
    if (!address) throw new TypeError(`Not an e-mail address for the team: ${JSON.stringify(entry)}`);
    return { name: company.name, address };
  });
}

export interface VisitEmailContext {
  siteOrigin: string;
  teamRecipients?: readonly string[];
}

/** The e-mail for one queued visit message; throws a TypeError when the visitor's address is not one a message can go to. */
export async function renderVisitEmail(message: VisitEmailMessage, context: VisitEmailContext): Promise<RenderedVisitEmail> {
  const { visit, event } = message;
  const siteOrigin = siteOriginOf(context.siteOrigin);
  const cancelled = event === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const visitorAddress = safeAddress(visit.email);
  const link = visit.manage_token ? visitManageUrl(siteOrigin, visit.manage_token) : null;
  const bookAgain = `${siteOrigin}/agendar`;
  const location = where(visit) || null;
  const organizer = { name: company.name, email: company.email };
  const whenText = visitWhen(visit);
  const footerOrigin = siteOrigin.replace(/^https?:\/\//, '');
  const layout = { wordmark: leadEmails.wordmark, siteOrigin, siteLabel: footerOrigin };

  if (message.kind === 'team') {
    const t = visitEmails.team;
    const subject = singleLine(fill(t.subject, { event: t.events[event], title: visit.title, when: shortWhen(new Date(visit.starts_at)), name: visit.name }), 160);
    const answers = teamAnswers(visit);
    const description = fill(visitEmails.icsTeamDescription, { title: visit.title, name: singleLine(visit.name, 120), phone: displayPhone(visit.phone), email: singleLine(visit.email, 254) });
    const html = await render(
      <EmailLayout title={subject} preheader={`${t.events[event]} · ${whenText}`} footer={[fill(visitEmails.teamFooter, { origin: footerOrigin })]} {...layout}>
        <Text style={styles.eyebrow} className="lv-eyebrow">
          {t.events[event]}
        </Text>
        <Heading as="h1" style={styles.heading} className="lv-heading">
          {visit.title}
        </Heading>
        <LabelledLink link={{ label: t.phoneLabel, url: telUrl(visit.phone), display: displayPhone(visit.phone) }} />
        {visitorAddress ? (
          <LabelledLink link={{ label: t.emailLabel, url: mailtoUrl(visitorAddress), display: visitorAddress }} />
        ) : (
          <Text style={styles.text} className="lv-text">
            {t.emailLabel}: {singleLine(visit.email, 254)}
          </Text>
        )}
        <AnswersTable answers={answers} />
        <Text style={styles.small} className="lv-muted">
          {t.calendarHint}
        </Text>
      </EmailLayout>,
    );
    const text = [
      t.events[event],
      visit.title,
      '',
      `${t.phoneLabel}: ${displayPhone(visit.phone)}`,
      `${t.emailLabel}: ${singleLine(visit.email, 254)}`,
      ...answers.map((answer) => `${answer.label}: ${answer.value}`),
      '',
      t.calendarHint,
    ].join('\n');
    const replyTo = mailbox(visit.name, visit.email);
    const team = teamRecipients(context.teamRecipients);
    return {
      subject,
      html,
      text,
      to: team,
      ...(replyTo ? { replyTo } : {}),
      ics: {
        method,
        filename: cancelled ? 'visita-cancelada.ics' : 'visita.ics',
        content: visitIcs({ visitId: visit.id, sequence: message.sequence, method, startsAt: visit.starts_at, endsAt: visit.ends_at, title: `${visit.title}: ${singleLine(visit.name, 120)}`, description, location, url: null, organizer, attendee: { name: company.name, email: team[0]!.address } }),
      },
    };
  }

  if (!visitorAddress) throw new TypeError('The visit has no e-mail address a message can go to');
  const v = visitEmails.visitor;
  const subject = singleLine(fill(v.subjects[event], { title: visit.title, when: shortWhen(new Date(visit.starts_at)) }), 160);
  const description = fill(visitEmails.icsDescription, { title: visit.title, company: company.name, link: link ?? bookAgain });
  // Only what lets the visitor recognise the visit: the kind, the time, the place by its served neighbourhood, the
  // catalogue's stones. Nothing typed at booking (name, street) is repeated to the address given.
  const visitorPlace = visit.place ?? (visit.neighbourhood ? singleLine(visit.neighbourhood, 80) : null);
  const calendarLink = cancelled ? null : googleCalendarUrl({ startsAt: visit.starts_at, endsAt: visit.ends_at, title: `${visit.title} · ${company.name}`, description, location: visitorPlace }, VISIT_TIME_ZONE);
  const whereText = visit.place ?? fill(v.atYourAddress, { neighbourhood: visitorPlace ?? '' });
  const stones = stoneLabels(visit.stones);
  const html = await render(
    <EmailLayout title={subject} preheader={`${v.headings[event]} · ${whenText}`} footer={[fill(visitEmails.footer, { origin: footerOrigin })]} {...layout}>
      <Text style={styles.eyebrow} className="lv-eyebrow">
        {visit.title}
      </Text>
      <Heading as="h1" style={styles.heading} className="lv-heading">
        {v.headings[event]}
      </Heading>
      <Text style={styles.text} className="lv-text">
        {v.greeting}
      </Text>
      <Text style={styles.text} className="lv-text">
        {v.intros[event]}
      </Text>
      <AnswersTable
        answers={[
          { key: 'when', label: v.whenLabel, value: whenText },
          { key: 'where', label: v.whereLabel, value: whereText },
          ...(stones.length > 0 && !cancelled ? [{ key: 'stones', label: v.stonesLabel, value: stones.join(', ') }] : []),
        ]}
      />
      {calendarLink ? <PrimaryButton link={{ label: v.calendarButton, url: calendarLink }} /> : null}
      {cancelled ? null : (
        <Text style={styles.small} className="lv-muted">
          {v.calendarHint}
        </Text>
      )}
      <SectionTitle>{v.manageLabel}</SectionTitle>
      <Text style={styles.text} className="lv-text">
        <Link href={cancelled || !link ? bookAgain : link} style={styles.link} className="lv-link">
          {cancelled || !link ? v.bookAgainLink : v.manageLink}
        </Link>
      </Text>
      <Text style={styles.small} className="lv-muted">
        {v.contact}
      </Text>
    </EmailLayout>,
  );
  const text = [
    v.headings[event],
    '',
    v.greeting,
    v.intros[event],
    '',
    `${v.whenLabel}: ${whenText}`,
    `${v.whereLabel}: ${whereText}`,
    ...(stones.length > 0 && !cancelled ? [`${v.stonesLabel}: ${stones.join(', ')}`] : []),
    '',
    ...(calendarLink ? [`${v.calendarButton}: ${calendarLink}`, ''] : []),
    `${cancelled || !link ? v.bookAgainLink : v.manageLink}: ${cancelled || !link ? bookAgain : link}`,
    '',
    v.contact,
  ].join('\n');
  return {
    subject,
    html,
    text,
    to: [{ name: '', address: visitorAddress }],
    replyTo: { name: company.name, address: company.email },
    ics: {
      method,
      filename: cancelled ? 'visita-cancelada.ics' : 'visita.ics',
      content: visitIcs({ visitId: visit.id, sequence: message.sequence, method, startsAt: visit.starts_at, endsAt: visit.ends_at, title: `${visit.title} · ${company.name}`, description, location: visitorPlace, url: link, organizer, attendee: { email: visitorAddress } }),
    },
  };
}
