// The plain-text parts, written from the same views as the HTML (not converted from it), so they say everything
// the HTML says, links included. Each answer sits indented under its label: a value with line breaks of its own
// stays visibly inside its answer and cannot pass for another label.
import type { LeadAnswer } from './lead-email-model.ts';
import type { EmailLink, ReceiptEmailView, TeamEmailView } from './lead-email-view.ts';

const INDENT = '   ';

function answersBlock(answers: readonly LeadAnswer[]): string[] {
  return answers.flatMap((answer) => [answer.label, ...answer.value.split('\n').map((line) => `${INDENT}${line}`.trimEnd()), '']);
}

function link(item: EmailLink): string {
  return item.display ? `${item.label}: ${item.display} (${item.url})` : `${item.label}: ${item.url}`;
}

function heading(title: string): string[] {
  return [title.toUpperCase(), '-'.repeat(Math.min(title.length, 40))];
}

export function teamEmailText(view: TeamEmailView): string {
  const lines = [
    `${view.wordmark} · ${view.eyebrow}`,
    '',
    view.heading,
    `${view.received.label}: ${view.received.value}`,
    `${view.requestId.label}: ${view.requestId.value}`,
    ...(view.visit ? [`${view.visit.label}: ${view.visit.value}`] : []),
    '',
    ...heading(view.actionsTitle),
    link(view.whatsapp),
    link(view.call),
    ...(view.email ? [link(view.email)] : []),
    ...(view.emailUnusable ? [`${view.emailUnusable.label}: ${view.emailUnusable.value}`] : []),
    view.replyHint,
    '',
    ...heading(view.answersTitle),
    ...answersBlock(view.answers),
    ...(view.estimate ? [...heading(view.estimate.title), ...answersBlock(view.estimate.answers)] : []),
    ...heading(view.receipt.title),
    view.receipt.text,
    '',
    '--',
    `${view.footer} ${view.siteOrigin}`,
  ];
  return `${lines.join('\n')}\n`;
}

export function receiptEmailText(view: ReceiptEmailView): string {
  const lines = [
    `${view.wordmark} · ${view.eyebrow}`,
    '',
    view.heading,
    '',
    view.greeting,
    view.thanks,
    view.intro,
    `${view.received.label}: ${view.received.value}`,
    '',
    ...heading(view.answersTitle),
    ...answersBlock(view.answers),
    ...heading(view.nextTitle),
    ...view.nextSteps.map((step) => `- ${step}`),
    '',
    ...heading(view.contactTitle),
    link(view.whatsapp),
    link(view.phone),
    link(view.email),
    `${view.hours.label}: ${view.hours.value}`,
    '',
    ...(view.care ? [...heading(view.care.title), view.care.text, ...view.care.links.map(link), ''] : []),
    view.warranty.text,
    link(view.warranty.link),
    '',
    `${view.privacy.text} ${view.privacy.link.label}: ${view.privacy.link.url}`,
    '',
    view.notYou,
    '',
    '--',
    `${view.footer} ${view.siteOrigin}`,
    view.address,
  ];
  return `${lines.join('\n')}\n`;
}
