// Everything each e-mail says, resolved once: the HTML components and the plain-text part both draw from these
// views, so the text part can never leave out what the HTML shows.
import type { Company } from '../../content/types.ts';
import type { LeadEmailsContent } from '../../content/lead-emails.ts';
import { formatTime } from '../../content/pt-br-format.mjs';
import { carePath, WARRANTY_REGISTER_PATH } from '../../content/care-paths.ts';
import { stoneAddresses } from '../../content/stone-slugs.ts';
import {
  catalogueStoneNames,
  displayPhone,
  fill,
  greetingName,
  estimateAnswers,
  leadAnswers,
  mailtoUrl,
  optionLabel,
  originLabel,
  prospectWhatsAppUrl,
  receiptAnswers,
  receivedAt,
  safeAddress,
  singleLine,
  telUrl,
  whatsAppUrl,
  type LeadAnswer,
  type LeadEmailRequest,
} from './lead-email-model.ts';

export interface EmailLink {
  label: string;
  /** What the reader sees (a phone number, an address); the label alone when absent. */
  display?: string;
  url: string;
}

/**
 * What became of the visitor's receipt, as the sender knows it when the team's e-mail is rendered: sent only once
 * the mail server took it and that was recorded; pending while it waits for its first or next try (retryAt, an ISO
 * time); not sent, and why, in the team's words (leadEmails.receiptReasons), when it was skipped or failed for good.
 */
export type ReceiptStatus = { state: 'sent' } | { state: 'pending'; retryAt: string } | { state: 'not-sent'; reason: string };

interface EmailFrame {
  wordmark: string;
  siteOrigin: string;
  siteLabel: string;
  preheader: string;
  eyebrow: string;
  heading: string;
  footer: string;
}

export interface TeamEmailView extends EmailFrame {
  received: { label: string; value: string };
  requestId: { label: string; value: string };
  actionsTitle: string;
  whatsapp: EmailLink;
  call: EmailLink;
  email: EmailLink | null;
  /** The visitor's address when no message can go to it (left out of Reply-To), with a note saying so. */
  emailUnusable: { label: string; value: string } | null;
  replyHint: string;
  answersTitle: string;
  answers: readonly LeadAnswer[];
  /** The visit booked after this request (/agendar), when there is one by the time the e-mail goes. */
  visit?: { label: string; value: string } | null;
  /** The estimate sent from /estimativa, when there is one. */
  estimate: { title: string; answers: readonly LeadAnswer[] } | null;
  receipt: { title: string; text: string; state: ReceiptStatus['state'] | 'unknown' };
}

export interface ReceiptEmailView extends EmailFrame {
  greeting: string;
  thanks: string;
  intro: string;
  received: { label: string; value: string };
  answersTitle: string;
  answers: readonly LeadAnswer[];
  nextTitle: string;
  nextSteps: readonly string[];
  contactTitle: string;
  whatsapp: EmailLink;
  phone: EmailLink;
  email: EmailLink;
  hours: { label: string; value: string };
  /** The care guide of each catalogue stone the request names; null when it names none. */
  care: { title: string; text: string; links: readonly EmailLink[] } | null;
  /** The warranty registration, for after the installation. */
  warranty: { text: string; link: EmailLink };
  privacy: { text: string; link: EmailLink };
  notYou: string;
  address: string;
}

export interface ViewSources {
  content: LeadEmailsContent;
  company: Company;
  siteOrigin: string;
}

function frame(sources: ViewSources, part: Pick<EmailFrame, 'preheader' | 'eyebrow' | 'heading'> & { footer: string }): EmailFrame {
  const siteLabel = originLabel(sources.siteOrigin);
  return {
    wordmark: sources.content.wordmark,
    siteOrigin: sources.siteOrigin,
    siteLabel,
    preheader: part.preheader,
    eyebrow: part.eyebrow,
    heading: part.heading,
    footer: fill(part.footer, { origin: siteLabel }),
  };
}

/** "14:05": the hour and minute of an ISO time in the content's zone (São Paulo). */
export function clockTime(value: string, content: Pick<LeadEmailsContent, 'timeZone'>): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return formatTime(date, content.timeZone);
}

function receiptLine(content: LeadEmailsContent, email: string, receipt: ReceiptStatus | undefined): TeamEmailView['receipt'] {
  const { team } = content;
  const title = team.receiptTitle;
  if (!receipt) return { title, text: team.receiptUnknown, state: 'unknown' };
  if (receipt.state === 'sent') return { title, text: fill(team.receiptSent, { email }), state: 'sent' };
  if (receipt.state === 'pending') return { title, text: fill(team.receiptPending, { email, time: clockTime(receipt.retryAt, content) }), state: 'pending' };
  const reason = singleLine(receipt.reason, 200) || team.receiptUnknown;
  return { title, text: fill(team.receiptNotSent, { reason: reason.replace(/[.\s]+$/, '') }), state: 'not-sent' };
}

export function teamEmailView(request: LeadEmailRequest, sources: ViewSources, receipt?: ReceiptStatus): TeamEmailView {
  const { content, company } = sources;
  const { team } = content;
  const name = singleLine(request.name, 100);
  const address = safeAddress(request.email);
  const shownEmail = singleLine(request.email, 255);
  return {
    ...frame(sources, {
      preheader: singleLine(
        fill(team.preheader, {
          role: optionLabel('role', request.role),
          phone: displayPhone(request.phone),
          timeline: optionLabel('timeline', request.timeline),
        }),
      ),
      eyebrow: team.eyebrow,
      heading: fill(team.heading, { name }),
      footer: team.footer,
    }),
    received: { label: team.receivedLabel, value: receivedAt(request.created_at, content) },
    requestId: { label: team.idLabel, value: singleLine(request.id, 64) },
    actionsTitle: team.actionsTitle,
    whatsapp: { label: team.whatsappButton, url: prospectWhatsAppUrl(request, content, company.name) },
    call: { label: team.callLabel, display: displayPhone(request.phone), url: telUrl(request.phone) },
    // Shown as the visitor typed it (an accented domain stays accented); the link and Reply-To use its ASCII form.
    email: address ? { label: team.emailLabel, display: singleLine(request.email, 255), url: mailtoUrl(address) } : null,
    emailUnusable: address ? null : { label: team.emailLabel, value: fill(team.emailUnusable, { email: shownEmail }) },
    replyHint: address ? team.replyHint : team.replyHintNoEmail,
    answersTitle: team.answersTitle,
    answers: leadAnswers(request, content),
    estimate: request.estimate ? { title: content.estimate.title, answers: estimateAnswers(request.estimate, content) } : null,
    receipt: receiptLine(content, shownEmail, receipt),
  };
}

/** A link to the care guide of each stone the request names, when the catalogue knows it (the receipt repeats no other name). */
function careGuides(request: LeadEmailRequest, receipt: LeadEmailsContent['receipt'], siteOrigin: string): ReceiptEmailView['care'] {
  const links = catalogueStoneNames(request.stone).flatMap((name) => {
    const stone = stoneAddresses.find((entry) => entry.name === name);
    return stone ? [{ label: fill(receipt.careLink, { name }), url: `${siteOrigin}${carePath(stone.collection, stone.slug)}` }] : [];
  });
  return links.length > 0 ? { title: receipt.careTitle, text: receipt.careText, links } : null;
}

export function receiptEmailView(request: LeadEmailRequest, sources: ViewSources): ReceiptEmailView {
  const { content, company, siteOrigin } = sources;
  const { receipt } = content;
  const { address } = company;
  return {
    ...frame(sources, {
      preheader: fill(receipt.preheader, { company: company.name }),
      eyebrow: receipt.eyebrow,
      heading: receipt.heading,
      footer: receipt.footer,
    }),
    greeting: ((name) => (name ? fill(receipt.greeting, { name }) : receipt.greetingAnonymous))(greetingName(request.name)),
    thanks: fill(receipt.thanks, { company: company.name }),
    intro: receipt.intro,
    received: { label: receipt.receivedLabel, value: receivedAt(request.created_at, content) },
    answersTitle: receipt.answersTitle,
    answers: receiptAnswers(request, content),
    nextTitle: receipt.nextTitle,
    nextSteps: receipt.nextSteps.map((step) => fill(step, { hours: company.hours.label.toLowerCase() })),
    contactTitle: receipt.contactTitle,
    whatsapp: {
      label: receipt.whatsappButton,
      url: whatsAppUrl(company.whatsapp, fill(receipt.whatsappGreeting, { company: company.name })),
    },
    phone: { label: receipt.phoneLabel, display: company.phone, url: `tel:${company.phoneE164}` },
    email: { label: receipt.emailLabel, display: company.email, url: mailtoUrl(company.email) },
    hours: { label: receipt.hoursLabel, value: company.hours.label },
    care: careGuides(request, receipt, siteOrigin),
    warranty: { text: receipt.warrantyText, link: { label: receipt.warrantyLink, url: `${siteOrigin}${WARRANTY_REGISTER_PATH}` } },
    privacy: { text: receipt.privacy, link: { label: receipt.privacyLink, url: `${siteOrigin}/privacidade` } },
    notYou: receipt.notYou,
    address: `${company.legalName} · ${address.street}, ${address.district}, ${address.city} - ${address.state}, ${address.postalCode}`,
  };
}
