// /agendar/visita#t=…: the e-mail's link to see, move or cancel a visit. Never indexed; the token is taken out of
// the address before the app starts (src/lib/visit-token.ts) and kept in the tab's history entry and in memory only.
import { startTransition, useEffect, useState } from 'react';
import { visitBookingContent as content } from '../../content/visit-booking';
import { visitKinds, visitRules, visitTexts } from '../../content/visits';
import { loadVisitBooking } from '../lib/visit-booking-load';
import { dayKeyOf } from '../lib/visit-booking-time';
import { takeVisitToken } from '../lib/visit-token';
import { VisitManage } from '../sections/visit-booking/visit-manage';
import { Alert, Note } from '../sections/visit-booking/visit-booking.styles';
import { usePageHead } from '../seo/use-page-head';
import { Eyebrow } from '../ui/eyebrow';
import { LaterText } from '../theme/later-text';
import { Container } from '../ui/section';
import { VisitIntro, VisitPage, VisitTitle } from '../sections/visit-booking/visit-page.styles';

export default function VisitManagePage() {
  usePageHead({ ...content.manageSeo, canonicalPath: null });
  const [token, setToken] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const found = takeVisitToken();
    startTransition(() => {
      setToken(found);
      setLive(true);
    });
  }, []);
  return (
    <VisitPage aria-labelledby="visita-titulo">
      <Container>
        <VisitIntro>
          <Eyebrow>{content.manage.eyebrow}</Eyebrow>
          <VisitTitle id="visita-titulo">{content.manage.title}</VisitTitle>
        </VisitIntro>
        {live ? (
          <VisitManage
            content={content}
            kinds={visitKinds}
            refusals={visitTexts.refusals}
            token={token}
            load={loadVisitBooking}
            today={dayKeyOf(new Date())}
            maxDaysAhead={visitRules.maxDaysAhead}
          />
        ) : (
          <>
            <LaterText as={Alert} text={content.manage.missingToken} />
            <LaterText as={Note} text={content.manage.loading} />
          </>
        )}
      </Container>
    </VisitPage>
  );
}
