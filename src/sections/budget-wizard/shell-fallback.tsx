// Inside the prerendered form: what to do when its code never arrives. Hidden while the code may still
// come; shown by CSS alone a few seconds after the page opened if nothing has started (JavaScript off, or
// every script blocked), at once when the code failed to load (the page's entry marks <html
// data-app-failed>, the section passes `failed`). "Tentar novamente" is handled by whichever script runs:
// it keeps what was typed as the form's draft and loads the page again (src/entry-client.tsx, budget-section.tsx).
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { BudgetFormContent } from '../../../content/budget-form';
import type { Company } from '../../../content/types';
import { buildWhatsAppUrl, greetingChatText } from '../../lib/whatsapp';

export const FALLBACK_ATTRIBUTE = 'data-budget-fallback';
export const RETRY_ATTRIBUTE = 'data-budget-retry';
/** How long a page with no script running waits before saying so. */
export const FALLBACK_DELAY_MS = 4000;

// Hidden without taking room, then shown. Not display: an element that is not displayed runs no animation.
const hidden = { visibility: 'hidden', maxHeight: 0, overflow: 'hidden', margin: 0, padding: 0, borderWidth: 0 } as const;

const Notice = styled.div(({ theme }) => {
  const shown = {
    visibility: 'visible',
    maxHeight: '60rem',
    marginTop: theme.space(3),
    padding: theme.space(2.5),
    borderWidth: '1px 1px 1px 4px',
  } as const;
  const reveal = keyframes({ to: shown });
  return {
    ...hidden,
    borderStyle: 'solid',
    borderColor: `${theme.colors.stoneLine} ${theme.colors.stoneLine} ${theme.colors.stoneLine} ${theme.colors.bronze}`,
    borderRadius: theme.radii.md,
    background: theme.colors.travertine,
    color: theme.colors.ink,
    animation: `${reveal} 0s linear ${FALLBACK_DELAY_MS}ms forwards`,
    'html[data-hydrated] &:not([data-failed])': { ...hidden, animation: 'none' },
    'html[data-app-failed] &, &[data-failed]': { ...shown, animation: 'none' },
    '& strong': { display: 'block', fontSize: theme.fontSizes.sm },
    '& p': { marginTop: theme.space(0.75), fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted, lineHeight: 1.55 },
  };
});

const Ways = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(1.5)} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.ink, textUnderlineOffset: 3 },
}));

const Retry = styled.button(({ theme }) => ({
  marginTop: theme.space(1),
  minHeight: 44,
  padding: `0 ${theme.space(2.5)}`,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.ink}`,
  background: 'transparent',
  color: theme.colors.ink,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
}));

interface Props {
  content: BudgetFormContent;
  company: Pick<Company, 'name' | 'whatsapp' | 'phone' | 'phoneE164' | 'email'>;
  failed: boolean;
  onRetry?: () => void;
}

export function ShellFallback({ content, company, failed, onRetry }: Props) {
  const { offline } = content;
  const chat = buildWhatsAppUrl(company.whatsapp, greetingChatText(content.whatsapp.greeting, company.name));
  return (
    <Notice {...{ [FALLBACK_ATTRIBUTE]: '' }} data-failed={failed ? '' : undefined} role="status">
      <strong>{offline.title}</strong>
      <p>{offline.text}</p>
      <Ways>
        <li>
          <a href={chat} target="_blank" rel="noopener noreferrer">
            {offline.whatsapp}
          </a>
        </li>
        <li>
          <a href={`tel:${company.phoneE164}`}>
            {offline.phone} {company.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${company.email}`}>
            {offline.email} {company.email}
          </a>
        </li>
      </Ways>
      <Retry type="button" {...{ [RETRY_ATTRIBUTE]: '' }} onClick={onRetry}>
        {offline.retry}
      </Retry>
    </Notice>
  );
}
