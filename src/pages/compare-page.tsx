// /comparar?pedras=a,b,c: the stones side by side. The address is the comparison (a shared link opens
// the same one) and becomes the visitor's own selection. The prerendered file cannot know the query, so
// it holds a neutral placeholder, replaced once the page runs, and, for browsers without JavaScript,
// every stone's figures (docs/decisions/018-comparison-without-javascript.md).
import styled from '@emotion/styled';
import { css, Global, type Theme } from '@emotion/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogueStones, findCatalogueStone } from '../../content/catalogue';
import { collectionLabels } from '../../content/collections/stone-labels';
import { compareContent } from '../../content/stone-comparison';
import { comparedFromSearch, compareHref, COMPARE_PATH } from '../lib/compare-selection';
import { isFirstRenderDone } from '../lib/lazy-page';
import { browserCompareStore, useCompareSelection } from '../lib/use-compare-selection';
import { CompareFallback } from '../sections/compare/compare-fallback';
import { CompareAnnouncer, announceCompare } from '../sections/compare/compare-announcer';
import { announcement } from '../sections/compare/compare-toggle';
import { Comparison } from '../sections/compare/comparison';
import { usePageHead } from '../seo/use-page-head';
import { visualizerLinks } from '../../content/visualizer-links';
import { visualizerHrefWith } from '../lib/visualizer-links';
import { SeeInRoomLink } from '../sections/visualizer/see-in-room-link';
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
// The prerendered page cannot know the table's height: the body below the heading is at least a screen
// tall, so the footer starts below the first screen and the table (or the empty invitation) arrives
// without moving anything in view. Without JavaScript the <noscript> rule folds the placeholder away.
const Body = styled.div({ minHeight: '100vh' });
const Pending = styled.div({ minHeight: '40vh' });
const noScriptRule = '[data-compare-pending]{display:none}';

// On paper: the comparison alone, without the site's header, footer and fixed bars.
const printStyles = (theme: Theme) => css`
  @media print {
    header:not(main *),
    footer:not(main *),
    [data-mobile-budget-bar] {
      display: none !important;
    }
    body {
      background: ${theme.colors.paper};
    }
  }
`;

/**
 * False on the server and while hydrating (the prerendered HTML knows no query), then true, set in a
 * transition: React draws the table in slices between frames, never in one task that holds up a tap. A page
 * rendered in the browser (coming from another page of the site) draws it at once.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isFirstRenderDone);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const isCatalogueStone = (slug: string) => findCatalogueStone(slug) !== undefined;
const figureLabels = collectionLabels.technicalFields;

export default function ComparePage() {
  usePageHead({ ...compareContent.seo, canonicalPath: COMPARE_PATH });
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const stored = useCompareSelection();
  const asked = useMemo(() => new URLSearchParams(search).get('pedras'), [search]);
  const slugs = useMemo(() => comparedFromSearch(search, isCatalogueStone), [search]);
  const stones = useMemo(() => slugs.flatMap((slug) => findCatalogueStone(slug) ?? []), [slugs]);
  const dropped = asked !== null && asked.split(',').filter(Boolean).length > slugs.length;

  // The address is the comparison: it becomes the visitor's selection; the bare address shows the stored one.
  useEffect(() => {
    if (asked === null) {
      const own = browserCompareStore.getSnapshot();
      if (own.length) void navigate(compareHref(own), { replace: true });
      return;
    }
    browserCompareStore.replace(slugs);
  }, [asked, slugs, navigate]);

  // A stone taken out here (or in another tab) leaves the address too.
  useEffect(() => {
    if (asked === null || stored.join() === slugs.join()) return;
    if (stored.length < slugs.length && stored.every((slug) => slugs.includes(slug))) void navigate(compareHref(stored), { replace: true });
  }, [stored, slugs, asked, navigate]);

  const remove = (slug: string) => {
    browserCompareStore.remove(slug);
    const name = findCatalogueStone(slug)?.name ?? slug;
    announceCompare(announcement(compareContent.control, { kind: 'removed', id: slug }, name, browserCompareStore.getSnapshot().length));
  };
  const clear = () => {
    browserCompareStore.clear();
    void navigate(COMPARE_PATH, { replace: true });
  };

  return (
    <Page aria-labelledby="comparar-titulo">
      <Global styles={printStyles} />
      <Container>
        <Intro>
          <Eyebrow>{compareContent.eyebrow}</Eyebrow>
          <Title id="comparar-titulo">{compareContent.title}</Title>
          <Lead>{compareContent.lead}</Lead>
        </Intro>

        <Body>
          {hydrated ? (
            <Comparison
              stones={stones}
              content={compareContent}
              figureLabels={figureLabels}
              dropped={dropped}
              onRemove={remove}
              onClear={clear}
              more={stones.length > 0 && <SeeInRoomLink href={visualizerHrefWith(visualizerLinks.room, slugs)}>{visualizerLinks.compareInRoom}</SeeInRoomLink>}
            />
          ) : (
            <Pending aria-busy="true" data-compare-pending="" />
          )}

          <noscript>
            <style>{noScriptRule}</style>
            <CompareFallback stones={catalogueStones} labels={compareContent.noscript} figureLabels={figureLabels} />
          </noscript>
        </Body>
        <CompareAnnouncer />
      </Container>
    </Page>
  );
}
