// /agendar/visita?token=…: the e-mail's link to see, move or cancel a visit. Never indexed; the token is
// read from the address and kept in memory only (never logged, never stored in the browser).
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visitBookingContent as content } from '../../content/visit-booking';
import { visitKinds, visitRules, visitTexts } from '../../content/visits';
import { loadVisitBooking } from '../lib/visit-booking-load';
import { tokenFromSearch } from '../lib/visit-booking-query';
import { dayKeyOf } from '../lib/visit-booking-time';
import { VisitManage } from '../sections/visit-booking/visit-manage';
import { usePageHead } from '../seo/use-page-head';
import { Eyebrow } from '../ui/eyebrow';
import { Container } from '../ui/section';
import { VisitIntro, VisitPage, VisitTitle } from '../sections/visit-booking/visit-page.styles';

export default function VisitManagePage() {
  usePageHead({ ...content.manageSeo, canonicalPath: null });
  const { search } = useLocation();
  const token = useMemo(() => tokenFromSearch(search), [search]);
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return (
    <VisitPage aria-labelledby="visita-titulo">
      <Container>
        <VisitIntro>
          <Eyebrow>{content.manage.eyebrow}</Eyebrow>
          <VisitTitle id="visita-titulo">{content.manage.title}</VisitTitle>
        </VisitIntro>
        {live && (
          <VisitManage
            content={content}
            kinds={visitKinds}
            refusals={visitTexts.refusals}
            token={token}
            load={loadVisitBooking}
            today={dayKeyOf(new Date())}
            maxDaysAhead={visitRules.maxDaysAhead}
          />
        )}
      </Container>
    </VisitPage>
  );
}
