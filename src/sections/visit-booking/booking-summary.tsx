// Beside the form on a wide screen (below it on a phone): the choice so far, the stones to set aside,
// the state of the booking and the button that sends it.
import styled from '@emotion/styled';
import type { VisitBookingContent } from '../../../content/visit-booking';
import type { VisitKind } from '../../../content/visits';
import { spokenWhen } from '../../lib/visit-booking-time';
import { Button } from '../../ui/button';
import { StonesCard } from './stones-card';
import type { BookingContext } from './visit-booking';
import { Alert, Card, SmallCaps } from './visit-booking.styles';

const Aside = styled(Card)(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2.5),
  [theme.mq.lg]: { position: 'sticky', top: theme.layout.headerHeight + 24 },
}));
const Choice = styled.p(({ theme }) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.lg, lineHeight: 1.35 }));
const When = styled.p(({ theme }) => ({ marginTop: 4, color: theme.colors.inkMuted, '&::first-letter': { textTransform: 'uppercase' } }));
const Status = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted, minHeight: '1.5em' }));

interface Props {
  content: VisitBookingContent;
  kind: VisitKind | null;
  startsAt: string;
  context: BookingContext;
  sending: boolean;
  retrying: boolean;
  offline: boolean;
}

export function BookingSummary({ content, kind, startsAt, context, sending, retrying, offline }: Props) {
  return (
    <Aside as="aside" aria-label={content.summaryLabel}>
      <div>
        <SmallCaps>{content.summaryLabel}</SmallCaps>
        {kind ? (
          <>
            <Choice>{kind.title}</Choice>
            {startsAt && <When>{spokenWhen(startsAt)}</When>}
          </>
        ) : (
          <When>{content.summaryEmpty}</When>
        )}
      </div>
      <StonesCard content={content.stonesCard} stones={context.stoneNames} room={context.roomLabel} />
      {offline && (
        <Alert role="alert">
          <strong>{content.offline.title}</strong>
          {content.offline.text}
        </Alert>
      )}
      <Button type="submit" size="lg" block disabled={sending}>
        {sending ? content.submitting : offline ? content.offline.retry : content.submit}
      </Button>
      <Status role="status">{retrying ? content.retrying : sending ? content.submitting : ''}</Status>
    </Aside>
  );
}
