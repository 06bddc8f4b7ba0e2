// /agendar ("Quero ver a chapa"): book a showroom visit or a measurement visit at a free time. The address
// carries the kind, the stones, the budget request and the estimate's room (src/lib/visit-booking-query.ts).
// The prerendered file holds the heading and a placeholder; the form runs once the page has hydrated, and
// without JavaScript the page says how to book by WhatsApp or phone, with the hours.
import styled from '@emotion/styled';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { catalogueStones } from '../../content/catalogue';
import { company } from '../../content/company';
import { visitBookingContent as content } from '../../content/visit-booking';
import { servedAreas, visitKinds, visitRules, visitTexts } from '../../content/visits';
import { loadDraft } from '../lib/budget-draft';
import { browserStorage } from '../lib/storage';
import { emptyVisitValues, loadVisitDraft, type VisitDraft } from '../lib/visit-booking-draft';
import { loadVisitBooking } from '../lib/visit-booking-load';
import { parseVisitQuery, VISIT_PATH } from '../lib/visit-booking-query';
import { dayKeyOf } from '../lib/visit-booking-time';
import { VisitBooking } from '../sections/visit-booking/visit-booking';
import { VisitNoScript } from '../sections/visit-booking/visit-no-script';
import { VisitIntro, VisitLead, VisitPage, VisitTitle } from '../sections/visit-booking/visit-page.styles';
import { usePageHead } from '../seo/use-page-head';
import { Eyebrow } from '../ui/eyebrow';
import { Container } from '../ui/section';

// A screen tall until the form arrives, so the footer never jumps; folded away without JavaScript.
const Pending = styled.div({ minHeight: '100vh' });
const noScriptRule = '[data-visit-pending]{display:none}';

/** True once hydrated: the form reads the address, the clock and the draft, which the prerender cannot know. */
function useLive() {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live;
}

/** The kept draft, the kind asked for in the address, and the contact of an unsent budget request. */
function startingDraft(kind: VisitDraft['values']['kind']): VisitDraft {
  const draft = loadVisitDraft(browserStorage) ?? { values: emptyVisitValues(), clientKey: null };
  const values = { ...draft.values };
  if (kind && !draft.clientKey) values.kind = kind;
  const budget = loadDraft(browserStorage)?.values;
  if (budget) for (const key of ['name', 'phone', 'email'] as const) if (!values[key]) values[key] = budget[key];
  return { ...draft, values };
}

function LiveBooking({ search }: { search: string }) {
  const query = useMemo(() => parseVisitQuery(search), [search]);
  const [initial] = useState(() => startingDraft(query.kind ?? ''));
  const context = useMemo(() => {
    const stones = query.stones.map((slug) => catalogueStones.find((stone) => stone.slug === slug)).filter((stone) => stone !== undefined);
    return {
      stoneSlugs: stones.map((stone) => stone.slug),
      stoneNames: stones.map((stone) => stone.name),
      requestId: query.requestId,
      room: query.room,
      roomLabel: query.room ? (content.rooms[query.room] ?? null) : null,
    };
  }, [query]);
  return (
    <VisitBooking
      content={content}
      kinds={visitKinds}
      servedAreas={servedAreas}
      refusals={visitTexts.refusals}
      refusalFields={visitTexts.refusalFields}
      maxDaysAhead={visitRules.maxDaysAhead}
      context={context}
      initial={initial}
      store={browserStorage}
      load={loadVisitBooking}
      today={dayKeyOf(new Date())}
      whatsappNumber={company.whatsapp}
    />
  );
}

export default function SchedulePage() {
  usePageHead({ ...content.seo, canonicalPath: VISIT_PATH });
  const { search } = useLocation();
  const live = useLive();
  return (
    <VisitPage aria-labelledby="agendar-titulo">
      <Container>
        <VisitIntro>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <VisitTitle id="agendar-titulo">{content.title}</VisitTitle>
          <VisitLead>{content.lead}</VisitLead>
        </VisitIntro>
        {live ? <LiveBooking search={search} /> : <Pending data-visit-pending="" />}
        <noscript>
          <style>{noScriptRule}</style>
          <VisitNoScript content={content.noscript} company={company} />
        </noscript>
      </Container>
    </VisitPage>
  );
}
