// /estimativa ("Quanto custa a sua bancada?"): the visitor sketches the piece and sees a range per stone. The
// address is the sketch (a shared link or a reload shows the same estimate) and the last sketch is kept in the
// browser for a bare visit. The prerendered file cannot know the query: it holds a placeholder a screen tall,
// replaced once the page runs, and for browsers without JavaScript the reference price of every stone
// (docs/decisions/020-estimate.md).
import styled from '@emotion/styled';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogueStones } from '../../content/catalogue';
import { ESTIMATE_PATH, estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import type { EstimateCollection } from '../../content/estimate-types';
import { materialOfCollection, type MaterialPreference } from '../../content/stone-slugs';
import { BUDGET_HASH, BUDGET_STONES_PARAM } from '../lib/budget-anchor';
import { estimateQuery, valuesFromQuery, type EstimateFormValues } from '../lib/estimate/estimate-form';
import { estimateHandoff, leadEstimateOf, type EstimateView } from '../lib/estimate/estimate-view';
import { ESTIMATE_PARAM, saveEstimateHandoff } from '../lib/lead-estimate';
import { imageUrl } from '../lib/media';
import { visitHref } from '../lib/visit-booking-query';
import { visitLinks } from '../../content/visit-links';
import { browserStorage } from '../lib/storage';
import { EstimateFallback } from '../sections/estimate/estimate-fallback';
import { EstimateWorkspace } from '../sections/estimate/estimate-workspace';
import { usePageHead } from '../seo/use-page-head';
import { ButtonLink } from '../ui/button';
import { Eyebrow } from '../ui/eyebrow';
import { Container } from '../ui/section';

const Page = styled.section(({ theme }) => ({
  background: theme.colors.bone,
  padding: `${theme.space(6)} 0 ${theme.space(10)}`,
  [theme.mq.lg]: { padding: `${theme.space(12)} 0 ${theme.space(16)}` },
}));
const Intro = styled.header(({ theme }) => ({ maxWidth: '46rem', marginBottom: theme.space(5), [theme.mq.lg]: { marginBottom: theme.space(8) } }));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance' }));
const Lead = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.lg, lineHeight: 1.6, color: theme.colors.inkMuted, textWrap: 'pretty' }));
// At least a screen tall below the heading: the footer starts below the first screen and the editor arrives
// without moving anything in view. Without JavaScript the <noscript> rule folds the placeholder away.
const Body = styled.div({ minHeight: '100vh' });
const Pending = styled.div({ minHeight: '100vh' });
const noScriptRule = '[data-estimate-pending]{display:none}';
const VisitLinkRow = styled.p(({ theme }) => ({ marginTop: theme.space(3), display: 'flex', justifyContent: 'flex-end' }));

/** The last sketch, for a bare visit to /estimativa (localStorage: a sketch is built over visits). */
export const ESTIMATE_DRAFT_KEY = 'lavra:estimativa';

/**
 * True once the page has hydrated, set in a transition: the editor, the plan and the cards are drawn in slices
 * between frames, never in one task that a tap on a slow phone would wait behind.
 */
function useLive() {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live;
}

const stones = catalogueStones.map((stone) => ({
  slug: stone.slug,
  name: stone.name,
  collection: stone.collection,
  material: stone.material,
  group: stone.collectionLabel,
  textureUrl: imageUrl(stone.image.src, 480, 'webp'),
}));
const fallbackStones = catalogueStones.flatMap((stone) => {
  const price = estimatePrices.stones[stone.slug];
  return price ? [{ slug: stone.slug, name: stone.name, group: stone.collectionLabel, perM2: price.perM2 }] : [];
});
// The ultracompact surface after the stones, priced at 1,2 cm too: the list's only row with that price.
const fallbackMaterials = (Object.keys(estimatePrices.materials) as (keyof typeof estimatePrices.materials)[]).map((material) => ({
  slug: material,
  name: estimateContent.editor.collection.options.find((option) => option.value === material)?.label ?? material,
  group: estimateContent.noscript.materialGroup,
  perM2: estimatePrices.materials[material].perM2,
}));
/** The no-JavaScript list's rows: every stone, then the ultracompact surface. */
export const fallbackRows = [...fallbackStones, ...fallbackMaterials];
/** The budget form's material for an estimate without a chosen stone: the collection's, or sinterizado for the ultracompact surface. */
const materialOfEstimate: Readonly<Record<EstimateCollection, MaterialPreference | 'sinterizado'>> = { ...materialOfCollection, ultracompacto: 'sinterizado' };
const isStone = (slug: string) => stones.some((stone) => stone.slug === slug);

/** The address wins when it holds a sketch; a link that only names stones or a room reuses the last sketch. */
function startingValues(search: string): EstimateFormValues {
  const params = new URLSearchParams(search);
  if (params.has('forma') || params.has('ambiente')) return valuesFromQuery(search, isStone);
  const draft = browserStorage.get(ESTIMATE_DRAFT_KEY);
  if (!draft) return valuesFromQuery(search, isStone);
  const merged = new URLSearchParams(draft);
  const asked = params.get('pedras');
  if (asked) {
    merged.set('pedras', asked);
    merged.delete('colecao');
  }
  return valuesFromQuery(`?${merged}`, isStone);
}

function EstimateLive() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [initialValues] = useState(() => startingValues(search));
  const address = useRef(search);
  useEffect(() => {
    address.current = search;
  }, [search]);
  const latest = useRef(initialValues);

  // The address and the draft follow each sketch once the frame that shows it is painted, the last sketch of a
  // burst of keystrokes only: the router replaces the address (its location stays the page's), after the frame
  // with the new ranges, so re-rendering the site around the estimate never delays them.
  const pending = useRef<{ frame: number; timer: number }>({ frame: 0, timer: 0 });
  useEffect(() => {
    const scheduled = pending.current;
    return () => {
      cancelAnimationFrame(scheduled.frame);
      window.clearTimeout(scheduled.timer);
    };
  }, []);
  const keep = useCallback((values: EstimateFormValues) => {
    latest.current = values;
    const scheduled = pending.current;
    cancelAnimationFrame(scheduled.frame);
    window.clearTimeout(scheduled.timer);
    scheduled.frame = requestAnimationFrame(() => {
      scheduled.timer = window.setTimeout(() => {
        const query = estimateQuery(values);
        browserStorage.set(ESTIMATE_DRAFT_KEY, query);
        if (`?${query}` !== address.current) void navigate(`${ESTIMATE_PATH}?${query}`, { replace: true });
      });
    });
  }, [navigate]);

  const send = (values: EstimateFormValues, view: EstimateView) => {
    const estimate = leadEstimateOf(view, estimatePrices, estimateContent.editor);
    if (!estimate) return;
    const chosen = values.stones.filter(Boolean);
    saveEstimateHandoff(browserStorage, { ...estimateHandoff(view, estimate), ...(chosen.length ? {} : { materialPreference: materialOfEstimate[values.collection] }) });
    const parts = [`ambiente=${values.room}`, 'aplicacao=bancada', ...(chosen.length ? [`${BUDGET_STONES_PARAM}=${chosen.join(',')}`] : []), `${ESTIMATE_PARAM}=1`];
    void navigate(`/?${parts.join('&')}${BUDGET_HASH}`);
  };

  // The measurement visit for this sketch's room and stones, read at the click (the sketch changes without a render here).
  const measurementHref = (values: EstimateFormValues) => visitHref({ kind: 'measurement', stones: values.stones.filter(Boolean), room: values.room });
  const bookMeasurement = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void navigate(measurementHref(latest.current));
  };
  return (
    <>
      <EstimateWorkspace content={estimateContent} table={estimatePrices} stones={stones} initialValues={initialValues} onValidChange={keep} onSend={send} />
      <VisitLinkRow>
        <ButtonLink href={measurementHref(initialValues)} onClick={bookMeasurement} variant="ghost">
          {visitLinks.measurement}
        </ButtonLink>
      </VisitLinkRow>
    </>
  );
}

export default function EstimatePage() {
  usePageHead({ ...estimateContent.seo, canonicalPath: ESTIMATE_PATH });
  const live = useLive();
  const formHref = useMemo(() => `/${BUDGET_HASH}`, []);

  return (
    <Page aria-labelledby="estimativa-titulo">
      <Container>
        <Intro>
          <Eyebrow>{estimateContent.eyebrow}</Eyebrow>
          <Title id="estimativa-titulo">{estimateContent.title}</Title>
          <Lead>{estimateContent.lead}</Lead>
        </Intro>
        <Body>
          {live ? <EstimateLive /> : <Pending aria-busy="true" data-estimate-pending="" />}
          <noscript>
            <style>{noScriptRule}</style>
            <EstimateFallback content={estimateContent.noscript} dateLabel={estimatePrices.dateLabel} stones={fallbackRows} formHref={formHref} />
          </noscript>
        </Body>
      </Container>
    </Page>
  );
}
