/** @jsxImportSource react */
// The one entry point the senders call (the Node server and the Supabase Edge Function): a stored budget request
// in, a ready e-mail out (subject, HTML, plain text, and header-safe addresses). Runs under Node, Vite, Vitest,
// Ladle and Deno: plain React, relative imports with their extensions, nothing Vite-only.
import { render } from '@react-email/render';
import { company } from '../../content/company.ts';
import { leadEmails } from '../../content/lead-emails.ts';
import { visitEmails } from '../../content/visit-emails.ts';
import { fill, mailbox, safeAddress, siteOriginOf, teamSubject, type EmailAddress, type LeadEmailRequest } from './lead-email-model.ts';
import { visitWhen } from './visit-when.ts';
import { receiptEmailText, teamEmailText } from './lead-email-text.ts';
import { receiptEmailView, teamEmailView, type ReceiptStatus } from './lead-email-view.ts';
import { ReceiptEmail } from './receipt-email.tsx';
import { TeamEmail } from './team-email.tsx';

export type { EmailAddress, LeadEmailRequest } from './lead-email-model.ts';
export type { ReceiptStatus } from './lead-email-view.ts';

export type LeadEmailKind = 'team' | 'receipt';

export interface LeadEmailContext {
  /** The site's public origin ("https://www.lavra.example"): every link in the e-mail is absolute to it. */
  siteOrigin: string;
  /** For the team's e-mail: whether the visitor's receipt went out, and if not, why. */
  receipt?: ReceiptStatus;
  /** For the team's e-mail: who gets it (default: the company's e-mail in content/company.ts). */
  teamRecipients?: readonly string[];
  /** For the team's e-mail: the visit booked after this request, if any (public.visits, status booked). */
  visit?: { title: string; starts_at: string; ends_at: string } | null;
}

export interface RenderedLeadEmail {
  /** One line, at most 160 characters; may hold any script and emoji (the sender encodes the header). */
  subject: string;
  html: string;
  text: string;
  preheader: string;
  /**
   * Team e-mail: the visitor, so a plain Reply answers them (absent if their address is not a valid one).
   * Receipt: the company's e-mail, so the visitor's reply reaches the team whatever address sends it.
   */
  replyTo?: EmailAddress;
  /** The team (team e-mail) or the visitor (receipt); display names are one safe line, addresses plain ASCII. */
  to: EmailAddress[];
}

function teamRecipients(list: readonly string[] | undefined): EmailAddress[] {
  const wanted = list && list.length > 0 ? list : [company.email];
  return wanted.map((entry) => {
    const address = safeAddress(entry);
    if (!address) throw new TypeError(`Not an e-mail address for the team: ${JSON.stringify(entry)}`);
    return { name: company.name, address };
  });
}

/**
 * Renders the team's notice or the visitor's receipt for one stored request. Throws a TypeError when the
 * context is wrong (a relative siteOrigin, a bad team address) or, for the receipt, when the visitor's
 * address is not one a message can go to (check first with `receiptAddress`).
 */
export async function renderLeadEmail(kind: LeadEmailKind, request: LeadEmailRequest, context: LeadEmailContext): Promise<RenderedLeadEmail> {
  const sources = { content: leadEmails, company, siteOrigin: siteOriginOf(context.siteOrigin) };
  if (kind === 'team') {
    const visit = context.visit
      ? { label: visitEmails.requestVisit.label, value: fill(visitEmails.requestVisit.value, { title: context.visit.title, when: visitWhen(context.visit) }) }
      : null;
    const view = { ...teamEmailView(request, sources, context.receipt), visit };
    const subject = teamSubject(request, leadEmails);
    const replyTo = mailbox(request.name, request.email);
    return {
      subject,
      html: await render(<TeamEmail view={view} subject={subject} />),
      text: teamEmailText(view),
      preheader: view.preheader,
      ...(replyTo ? { replyTo } : {}),
      to: teamRecipients(context.teamRecipients),
    };
  }
  const to = receiptAddress(request);
  if (!to) throw new TypeError('The request has no e-mail address a receipt can go to');
  const view = receiptEmailView(request, sources);
  const subject = leadEmails.receipt.subject;
  return {
    subject,
    html: await render(<ReceiptEmail view={view} subject={subject} />),
    text: receiptEmailText(view),
    preheader: view.preheader,
    replyTo: { name: company.name, address: company.email },
    to: [to],
  };
}

/**
 * The visitor's mailbox for the receipt, or null when the stored address is not one a message can go to. No display
 * name: the receipt repeats nothing the visitor typed, in its headers either.
 */
export function receiptAddress(request: Pick<LeadEmailRequest, 'name' | 'email'>): EmailAddress | null {
  const address = safeAddress(request.email);
  return address ? { name: '', address } : null;
}

/** The reasons the team reads when no receipt went out ("já recebeu um comprovante nas últimas 24 horas", …). */
export const receiptReasons = leadEmails.receiptReasons;
