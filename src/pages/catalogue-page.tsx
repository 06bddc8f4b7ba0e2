// The whole catalogue (/pedras) and one page per use (/pedras/cozinha, ...): one module and one
// component, so moving between uses keeps the page mounted and only the address and the list change.
import { estimateLinks } from '../../content/estimate-links';
import { Suspense, useDeferredValue, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent as text } from '../../content/catalogue-page';
import { collectionPages } from '../../content/collections/all';
import { formatList } from '../../content/pt-br-format.mjs';
import { compareContent } from '../../content/stone-comparison';
import { describeCondition, findStoneUse, stonePriorities, stoneUses, type StoneUse, type UseVerdict } from '../../content/stone-uses';
import { choiceQuery, CHOICE_PARAMS, isRefined, type ChoiceVocabulary } from '../lib/catalogue-choice';
import { lazyLayoutMark, type LayoutHeights } from '../lib/lazy-layout';
import { fitStones, type FitRules } from '../lib/stone-fit';
import { CatalogueLayout } from '../sections/catalogue/catalogue-layout';
import { CatalogueResults } from '../sections/catalogue/catalogue-results';
import type { CardStone } from '../sections/catalogue/catalogue-card';
import { CompareAnnouncer } from '../sections/compare/compare-announcer';
import { CompareToggle } from '../sections/compare/compare-toggle';
import { CompareTray } from '../sections/compare/compare-tray';
import { FilterForm, type FilterValues } from '../sections/catalogue/filter-form';
import { RecommendationNote, type NoteRule } from '../sections/catalogue/recommendation-note';
import { UseNav } from '../sections/catalogue/use-nav';
import { usePageHead } from '../seo/use-page-head';
import { useCatalogueChoice } from '../sections/catalogue/use-catalogue-choice';
import { visualizerLinks } from '../../content/visualizer-links';
import { visualizerHrefWith } from '../lib/visualizer-links';
import { SeeInRoomLink } from '../sections/visualizer/see-in-room-link';

const vocabulary: ChoiceVocabulary = {
  priorities: stonePriorities.map((priority) => priority.key),
  tones: text.tones.map((tone) => tone.key),
  collections: collectionPages.map((page) => page.slug),
};

// Every card can go into the comparison (/comparar), as every stone's own page can, and be seen in a room
// (/visualizar); the way to the comparison is the page's one tray, not a link in every card.
const compareAction = (stone: CardStone) => (
  <>
    <CompareToggle stone={stone.slug} name={stone.name} labels={compareContent.control} withLink={false} />
    <SeeInRoomLink href={visualizerHrefWith(visualizerLinks.room, [stone.slug])} label={visualizerLinks.seeInRoomLabel.replace('{stone}', stone.name)}>
      {visualizerLinks.seeInRoom}
    </SeeInRoomLink>
  </>
);
const trayLabels = { ...compareContent.tray, view: compareContent.control.view };
const stoneNames: Record<string, string> = Object.fromEntries(catalogueStones.map((stone) => [stone.slug, stone.name]));
/** "Como recomendamos" at 390, 768 and 1440 px: laid out lazily while the page loads, far below the first screen. */
const NOTE_HEIGHTS: LayoutHeights = { phone: 1508, tablet: 964, desktop: 846 };

const rules: FitRules = { uses: stoneUses, priorities: stonePriorities, summary: text.summary };

const sentence = (label: string, words: string) => `${label}: ${words}.`;

function ruleLines(use: StoneUse): string[] {
  return use.tiers.map((tier) =>
    sentence(text.note.verdictIntro[tier.verdict], tier.when.length ? formatList(tier.when.map(describeCondition)) : text.note.otherwise),
  );
}

const noteRules: NoteRule[] = [
  ...stoneUses.map((use) => ({ term: use.label, lines: ruleLines(use) })),
  ...stonePriorities.map((priority) => ({ term: priority.label, lines: [sentence(text.note.verdictIntro.indicada, describeCondition(priority.condition))] })),
];

/** The use an address names: '/pedras/cozinha' -> the kitchen; '/pedras' -> none. */
export function useOfPath(pathname: string): StoneUse | null {
  const slug = pathname.replace(/\/+$/, '').split('/')[2];
  return (slug && findStoneUse(slug)) || null;
}

function countText(n: number, use: StoneUse | null): string {
  if (n === 0) return text.count.none;
  const stones = n === 1 ? text.count.one : text.count.many(n);
  return use ? `${stones} ${text.count.forUse(use.place)}` : stones;
}

export default function CataloguePage() {
  const { pathname } = useLocation();
  const use = useOfPath(pathname);
  usePageHead(use ? { ...use.seo, canonicalPath: use.path } : { ...text.seo, canonicalPath: text.path });
  const [choice, change] = useCatalogueChoice(use?.slug ?? null, vocabulary);
  // The controls follow a change at once; the list follows it in a transition, rendered in slices (its
  // cards, still prerendered HTML, hydrate as it renders) so that no task holds up the next tap.
  const listed = useDeferredValue(choice);
  const fit = useMemo(() => fitStones(catalogueStones, listed, rules), [listed]);
  const query = choiceQuery({ ...choice, use: null });

  const values: FilterValues = { priorities: [...choice.priorities], tone: choice.tone, collections: [...choice.collections] };
  const onFilters = (next: FilterValues) =>
    change({
      use: choice.use,
      priorities: vocabulary.priorities.filter((key) => next.priorities.includes(key)),
      tone: vocabulary.tones.find((key) => key === next.tone) ?? null,
      collections: vocabulary.collections.filter((key) => next.collections.includes(key)),
    });

  const verdictLabels: Record<UseVerdict, string> = text.verdicts;
  return (
    <CatalogueLayout
      eyebrow={text.eyebrow}
      title={use ? use.heading.title : text.heading.title}
      lead={use ? use.heading.lead : text.heading.lead}
      choices={
        <>
          <UseNav
            id="pedras-usos"
            label={text.useNav.label}
            items={[
              { key: 'todas', label: text.useNav.all, href: `${text.path}${query}`, current: use === null },
              ...stoneUses.map((item) => ({ key: item.slug, label: item.label, href: `${item.path}${query}`, current: item.slug === use?.slug })),
            ]}
          />
          <FilterForm
            label={text.filters.label}
            summary={text.filters.summary}
            activeLabel={text.filters.active}
            names={CHOICE_PARAMS}
            legends={{ priorities: text.filters.priorities, tone: text.filters.tone, collections: text.filters.collections }}
            priorities={stonePriorities.map((priority) => ({ value: priority.key, label: priority.label }))}
            tones={text.tones.map((tone) => ({ value: tone.key, label: tone.label }))}
            anyTone={text.filters.toneAny}
            collections={collectionPages.map((page) => ({ value: page.slug, label: page.hero.title }))}
            values={values}
            onChange={onFilters}
          />
        </>
      }
      results={
        <>
          <CatalogueResults
            count={countText(fit.kept.length, use)}
            kept={fit.kept}
            setAside={fit.setAside}
            setAsideSummary={text.setAside.summary(fit.setAside.length)}
            emptyText={text.empty}
            verdictLabels={verdictLabels}
            figureLabels={text.card.figures}
            priorityCount={3}
            cardActions={compareAction}
            estimateLabel={estimateLinks.stone}
            oneUse={use !== null}
            extra={isRefined(choice) ? <Link to={use?.path ?? text.path} preventScrollReset>{text.filters.clear}</Link> : null}
          />
          {/* One tray for every card's "Comparar", and one polite voice. */}
          <CompareTray labels={trayLabels} names={stoneNames} />
          <CompareAnnouncer />
        </>
      }
      note={
        // Fixed text far below the first screen: a boundary of its own, hydrated after the rest.
        <div {...lazyLayoutMark(NOTE_HEIGHTS)}>
          <Suspense fallback={null}>
            <RecommendationNote id="como-recomendamos" title={text.note.title} lead={text.note.lead} rules={noteRules} closing={text.note.closing} />
          </Suspense>
        </div>
      }
    />
  );
}
