// After the booking: the day in words, the place with a map link, what to bring, the calendar and the chat.
import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { VisitBookingContent } from '../../../content/visit-booking';
import type { VisitKind } from '../../../content/visits';
import { fillTemplate } from '../../lib/budget-steps';
import { googleCalendarUrl } from '../../lib/google-calendar';
import { spokenWhen, VISIT_TIME_ZONE } from '../../lib/visit-booking-time';
import { buildWhatsAppUrl } from '../../lib/whatsapp';
import { ButtonLink } from '../../ui/button';
import { Eyebrow } from '../../ui/eyebrow';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { Card } from './visit-booking.styles';

const Wrap = styled(Card)(({ theme }) => ({
  maxWidth: '46rem',
  padding: `${theme.space(4)} ${theme.space(3)}`,
  [theme.mq.md]: { padding: `${theme.space(6)} ${theme.space(7)}` },
}));
const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h2, outline: 'none', textWrap: 'balance' }));
const When = styled.p(({ theme }) => ({ marginTop: theme.space(1.5), fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, lineHeight: 1.3, '&::first-letter': { textTransform: 'uppercase' } }));
const Facts = styled.dl(({ theme }) => ({
  margin: `${theme.space(4)} 0 0`,
  display: 'grid',
  gap: theme.space(2),
  '& > div': { display: 'grid', gap: 4, paddingTop: theme.space(2), borderTop: `1px solid ${theme.colors.travertine}` },
  '& dt': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.16em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  '& dd': { margin: 0, lineHeight: 1.6 },
  '& a': { fontWeight: 700, textUnderlineOffset: 3 },
  '& ul': { margin: 0, paddingLeft: theme.space(2.5) },
  '& li::marker': { color: theme.colors.bronze },
}));
const Mail = styled.p(({ theme }) => ({ marginTop: theme.space(3), color: theme.colors.inkMuted, fontSize: theme.fontSizes.sm, lineHeight: 1.6 }));
const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1.5),
  marginTop: theme.space(4),
  '& > *': { flex: '1 1 220px' },
  [theme.mq.md]: { '& > *': { flex: '0 1 auto' } },
}));

export interface ConfirmedVisit {
  kind: VisitKind;
  startsAt: string;
  endsAt: string;
  email: string;
  /** The visitor's address for a measurement; null at the showroom. */
  address: string | null;
}

interface Props {
  content: VisitBookingContent['confirmation'];
  visit: ConfirmedVisit;
  whatsappNumber: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

const mapUrl = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

export function VisitConfirmation({ content, visit, whatsappNumber, headingRef }: Props) {
  const place = visit.kind.place ?? visit.address ?? '';
  const when = spokenWhen(visit.startsAt);
  const calendar = googleCalendarUrl({ title: `${visit.kind.title} · Lavra`, startsAt: visit.startsAt, endsAt: visit.endsAt, description: content.calendarDetails, location: place }, VISIT_TIME_ZONE);
  const chat = buildWhatsAppUrl(whatsappNumber, fillTemplate(content.whatsappText, { kind: visit.kind.title, when }));
  const bring = visit.kind.needsAddress ? content.bring.measurement : content.bring.showroom;
  return (
    <Wrap role="region" aria-labelledby="visit-confirmation-title">
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <Title id="visit-confirmation-title" ref={headingRef} tabIndex={-1}>
        {visit.kind.title}
      </Title>
      <When>{when}</When>
      <Facts>
        <div>
          <dt>{content.where}</dt>
          <dd>
            {place}
            {place && (
              <>
                {' · '}
                <a href={mapUrl(place)} target="_blank" rel="noopener noreferrer">
                  {content.mapLink}
                  <VisuallyHidden> {content.opensInNewTab}</VisuallyHidden>
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{content.bring.title}</dt>
          <dd>
            <ul>
              {bring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
      </Facts>
      <Mail>{fillTemplate(content.emailNote, { email: visit.email })}</Mail>
      <Actions>
        <ButtonLink href={calendar} target="_blank" rel="noopener noreferrer" variant="primary">
          {content.calendar}
          <VisuallyHidden> {content.opensInNewTab}</VisuallyHidden>
        </ButtonLink>
        <ButtonLink href={chat} target="_blank" rel="noopener noreferrer" variant="secondary">
          {content.whatsapp}
          <VisuallyHidden> {content.opensInNewTab}</VisuallyHidden>
        </ButtonLink>
      </Actions>
    </Wrap>
  );
}
