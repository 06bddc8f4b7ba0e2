// Everything each e-mail says, resolved once: the HTML components and the plain-text part both draw from these
// views, so the text part can never leave out what the HTML shows.
import type { Company } from '../../content/types.ts';
import type { LeadEmailsContent } from '../../content/lead-emails.ts';
import {
  displayPhone,
  fill,
  estimateAnswers,
  leadAnswers,
  mailtoUrl,
  optionLabel,
  originLabel,
  prospectWhatsAppUrl,
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

/** Whether the visitor's receipt went out, as the sender knows it when the team's e-mail is rendered. */
export interface ReceiptStatus {
  sent: boolean;
  /** Why it did not go, in the team's words (see leadEmails.receiptReasons). */
  reason?: string;
}

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
  replyHint: string;
  answersTitle: string;
  answers: readonly LeadAnswer[];
  /** The estimate sent from /estimativa, when there is one. */
  estimate: { title: string; answers: readonly LeadAnswer[] } | null;
  receipt: { title: string; text: string; sent: boolean | null };
}

export interface ReceiptEmailView extends EmailFrame {
  greeting: string;
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

function receiptLine(team: LeadEmailsContent['team'], email: string, receipt: ReceiptStatus | undefined): TeamEmailView['receipt'] {
  if (!receipt) return { title: team.receiptTitle, text: team.receiptUnknown, sent: null };
  if (receipt.sent) return { title: team.receiptTitle, text: fill(team.receiptSent, { email }), sent: true };
  const reason = singleLine(receipt.reason ?? '', 200) || team.receiptUnknown;
  return { title: team.receiptTitle, text: fill(team.receiptNotSent, { reason: reason.replace(/[.\s]+$/, '') }), sent: false };
}

export function teamEmailView(request: LeadEmailRequest, sources: ViewSources, receipt?: ReceiptStatus): TeamEmailView {
  const { content, company } = sources;
  const { team } = content;
  const name = singleLine(request.name, 100);
  const address = safeAddress(request.email);
  const shownEmail = address ?? singleLine(request.email, 255);
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
    email: address ? { label: team.emailLabel, display: address, url: mailtoUrl(address) } : null,
    replyHint: team.replyHint,
    answersTitle: team.answersTitle,
    answers: leadAnswers(request, content),
    estimate: request.estimate ? { title: content.estimate.title, answers: estimateAnswers(request.estimate, content) } : null,
    receipt: receiptLine(team, shownEmail, receipt),
  };
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
    greeting: fill(receipt.greeting, { name: singleLine(request.name, 100), company: company.name }),
    intro: receipt.intro,
    received: { label: receipt.receivedLabel, value: receivedAt(request.created_at, content) },
    answersTitle: receipt.answersTitle,
    answers: leadAnswers(request, content),
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
    privacy: { text: receipt.privacy, link: { label: receipt.privacyLink, url: `${siteOrigin}/privacidade` } },
    notYou: receipt.notYou,
    address: `${company.legalName} · ${address.street}, ${address.district}, ${address.city} - ${address.state}, ${address.postalCode}`,
  };
}
