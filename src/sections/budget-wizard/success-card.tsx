// After submit: the spec's confirmation, the WhatsApp link (always there, prominent when the
// browser blocked the new tab) and the way back to a fresh form.
import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { BudgetFormContent } from '../../../content/budget-form';
import { visitLinks } from '../../../content/visit-links';
import { Button, ButtonLink } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';

const Wrap = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: theme.space(2),
  padding: `${theme.space(3)} 0 ${theme.space(1)}`,
  [theme.mq.lg]: { padding: `${theme.space(5)} 0 ${theme.space(3)}` },
}));

const Seal = styled.div(({ theme }) => ({
  width: 72,
  height: 72,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${theme.colors.bronze}`,
  boxShadow: `0 0 0 8px ${theme.colors.bone}`,
  color: theme.colors.bronze,
  marginBottom: theme.space(1),
}));

const Title = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.h3, outline: 'none', textWrap: 'balance', maxWidth: 520 }));
const Text = styled.p(({ theme }) => ({ maxWidth: 500, color: theme.colors.inkMuted, textWrap: 'pretty' }));

const Note = styled.p(({ theme }) => ({
  maxWidth: 480,
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  borderRadius: theme.radii.md,
  background: theme.colors.bone,
  border: `1px solid ${theme.colors.sand}`,
  fontSize: theme.fontSizes.sm,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space(1.5),
  marginTop: theme.space(2),
  width: '100%',
  '& > *': { flex: '1 1 auto', minWidth: 220, whiteSpace: 'nowrap' },
  [theme.mq.sm]: { '& > *': { flex: '0 1 auto' } },
}));

interface Props {
  content: BudgetFormContent;
  chatUrl: string;
  chatOpened: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onRestart: () => void;
  /** The booking page for this request (its id, stones and contact carried on); absent in the prerendered shell. */
  visit?: { href: string; onOpen: () => void };
}

export function SuccessCard({ content, chatUrl, chatOpened, headingRef, onRestart, visit }: Props) {
  const { success } = content;
  return (
    <Wrap>
      <Seal aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </Seal>
      <Title ref={headingRef} tabIndex={-1} id="budget-success-title">
        {success.title}
      </Title>
      <Text>{success.text}</Text>
      {!chatOpened && <Note role="status">{success.blockedNote}</Note>}
      {visit && <Text>{visitLinks.successNote}</Text>}
      <Actions>
        {visit && (
          <ButtonLink href={visit.href} onClick={visit.onOpen} variant="primary">
            {visitLinks.successCard}
          </ButtonLink>
        )}
        <ButtonLink href={chatUrl} target="_blank" rel="noopener noreferrer" variant={chatOpened ? 'secondary' : 'whatsapp'}>
          {success.openWhatsApp}
          <VisuallyHidden> {success.opensInNewTab}</VisuallyHidden>
        </ButtonLink>
        <Button type="button" variant={chatOpened && !visit ? 'primary' : 'secondary'} onClick={onRestart}>
          {success.newRequest}
        </Button>
      </Actions>
    </Wrap>
  );
}
