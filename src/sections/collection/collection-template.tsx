import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CollectionPage, CollectionStone } from '../../../content/types';
import type { CollectionTemplateLabels } from '../../../content/collections/template-labels';
import { prefersReducedMotion } from '../../lib/budget-anchor';
import { SectionShell, Container } from '../../ui/section';
import { CollectionCta } from './collection-cta';
import { CollectionHero } from './collection-hero';
import { CollectionHighlights } from './collection-highlights';
import { defaultCollectionVariant, type CollectionVariant } from './collection-variant';
import { NextStone } from './next-stone';
import { StoneApplications } from './stone-applications';
import { StonePanel } from './stone-panel';
import { StoneTabs } from './stone-tabs';
import { tabIds } from './tab-navigation';
import { useScrollToTopOnOpen } from './use-scroll-to-top-on-open';

export interface CollectionTemplateProps {
  page: CollectionPage;
  labels: CollectionTemplateLabels;
  /** Company WhatsApp number for the secondary call to action. */
  whatsappNumber: string;
  variant?: CollectionVariant;
  /** The stone the address names (the page's own address selects the first one). */
  selectedIndex: number;
  /** Address of a stone's page: the tabs and "Próxima pedra" are links to it. */
  stoneHref: (stone: CollectionStone) => string;
  /** The visitor arrived on a stone's address: a shorter hero, and the stone's name as the page heading. */
  stoneLayout?: boolean;
  /** Slug of the stone the budget form is asked about, on a stone's address. */
  budgetStone?: string;
  /** Controls under each stone's name in its panel (the comparison's "Comparar"), given by the page. */
  stoneActions?: (stone: CollectionStone) => ReactNode;
}

/** The one layout behind /quartizitos, /marmores, /granitos, /sinterizados and each stone's page. */
export function CollectionTemplate({
  page,
  labels,
  whatsappNumber,
  variant = defaultCollectionVariant,
  selectedIndex,
  stoneHref,
  stoneLayout = false,
  budgetStone,
  stoneActions,
}: CollectionTemplateProps) {
  const selected = Math.min(Math.max(selectedIndex, 0), page.stones.length - 1);
  const navigate = useNavigate();
  const stone = page.stones[selected]!;
  const next = (selected + 1) % page.stones.length;
  const scope = page.slug;
  const detailsRef = useRef<HTMLElement>(null);
  useScrollToTopOnOpen();

  // Only a stone chosen here animates in: the first paint never waits for an animation.
  const [switched, setSwitched] = useState(false);
  const shown = useRef(selected);
  // "Próxima pedra" moves focus to the panel it shows, once that panel is the selected one.
  const focusPanelOf = useRef<number | null>(null);
  useEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    setSwitched(true);
    if (focusPanelOf.current !== selected) return;
    focusPanelOf.current = null;
    document.getElementById(tabIds(scope, page.stones[selected]!.id).panel)?.focus({ preventScroll: true });
    showDetailsTop(detailsRef.current);
  }, [selected, scope, page.stones]);

  const select = (index: number, source: 'activate' | 'roving') => {
    // Arrow keys move along the tablist: the address follows, and each stone is a step of Back.
    if (source === 'roving') void navigate(stoneHref(page.stones[index]!));
    // A click on a stone in the hero should show that stone; arrow keys keep focus where it is.
    // The details may not be hydrated yet (no ref): their prerendered element is there all the same.
    else revealDetails(detailsRef.current ?? document.getElementById(`${scope}-detalhes`));
  };

  // From the bottom of the details: show the next stone from its name, and move focus there so
  // a screen reader announces the new panel instead of staying on a link whose label changed.
  const showNext = () => {
    focusPanelOf.current = next;
  };

  return (
    <>
      <CollectionHero
        hero={page.hero}
        variant={variant}
        titleId={`${scope}-titulo`}
        pickerLabelId={`${scope}-seletor`}
        labels={{ back: labels.back, stonePicker: labels.stonePicker, stoneCount: labels.stoneCount(page.stones.length) }}
        compact={stoneLayout}
      >
        <StoneTabs
          labelledBy={`${scope}-seletor`}
          scope={scope}
          stones={page.stones}
          hrefs={page.stones.map(stoneHref)}
          selected={selected}
          onSelect={select}
          tone={variant.heroTone}
        />
      </CollectionHero>

      {/* Below the hero: each part a boundary React hydrates on its own, first when the visitor presses in it,
          at once when a stone picked above changes it. */}
      <Suspense fallback={null}>
        <SectionShell ref={detailsRef} id={`${scope}-detalhes`}>
          <Container>
            {page.stones.map((item, index) => (
              <StonePanel
                key={item.id}
                stone={item}
                index={index}
                total={page.stones.length}
                ids={tabIds(scope, item.id)}
                active={index === selected}
                switched={switched}
                headingLevel={stoneLayout && index === selected ? 1 : 2}
                labels={labels}
                actions={stoneActions?.(item)}
              />
            ))}
            {page.stones.length > 1 && (
              <NextStone label={labels.nextStone} name={page.stones[next]!.name} href={stoneHref(page.stones[next]!)} onClick={showNext} />
            )}
          </Container>
        </SectionShell>
      </Suspense>

      <Suspense fallback={null}>
        <StoneApplications id={`${scope}-aplicacoes`} section={page.applicationsSection} stone={stone} />
      </Suspense>

      {page.highlights && (
        <Suspense fallback={null}>
          <CollectionHighlights id={`${scope}-destaques`} highlights={page.highlights} eyebrow={page.hero.badge} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        <CollectionCta
          id={`${scope}-contato`}
          cta={page.cta}
          stone={stone}
          whatsappNumber={whatsappNumber}
          budgetStone={budgetStone}
          labels={{ selectedStone: labels.selectedStone, newTab: labels.newTab, estimate: labels.estimate }}
        />
      </Suspense>
    </>
  );
}

function showDetailsTop(element: HTMLElement | null) {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  if (element.getBoundingClientRect().top >= 0) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

function revealDetails(element: HTMLElement | null) {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  if (element.getBoundingClientRect().top < window.innerHeight * 0.7) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
