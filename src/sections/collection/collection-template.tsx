import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CollectionPage } from '../../../content/types';
import type { CollectionTemplateLabels } from '../../../content/collection-labels';
import { prefersReducedMotion } from '../../lib/budget-anchor';
import { HydrateWhenNear } from '../../lib/deferred-section';
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
  /** Stone selected on opening; the pages use the first one. */
  initialIndex?: number;
}

/** The one layout behind /quartizitos, /marmores, /granitos and /sinterizados. */
export function CollectionTemplate({ page, labels, whatsappNumber, variant = defaultCollectionVariant, initialIndex = 0 }: CollectionTemplateProps) {
  const [selected, setSelected] = useState(() => Math.min(Math.max(initialIndex, 0), page.stones.length - 1));
  const [switched, setSwitched] = useState(false);
  const detailsRef = useRef<HTMLElement>(null);
  useScrollToTopOnOpen();

  const stone = page.stones[selected]!;
  const next = (selected + 1) % page.stones.length;
  const scope = page.slug;

  const select = (index: number, source: 'activate' | 'roving') => {
    if (index !== selected) setSwitched(true);
    setSelected(index);
    // A click on a stone in the hero should show that stone; arrow keys keep focus where it is.
    // The details may not be hydrated yet (no ref): their prerendered element is there all the same.
    if (source === 'activate') revealDetails(detailsRef.current ?? document.getElementById(`${scope}-detalhes`));
  };

  // From the bottom of the details: show the next stone from its name, and move focus there so
  // a screen reader announces the new panel instead of staying on a button whose label changed.
  const showNext = () => {
    flushSync(() => {
      setSwitched(true);
      setSelected(next);
    });
    document.getElementById(tabIds(scope, page.stones[next]!.id).panel)?.focus({ preventScroll: true });
    showDetailsTop(detailsRef.current);
  };

  return (
    <>
      <CollectionHero
        hero={page.hero}
        variant={variant}
        titleId={`${scope}-titulo`}
        pickerLabelId={`${scope}-seletor`}
        labels={{ back: labels.back, stonePicker: labels.stonePicker, stoneCount: labels.stoneCount(page.stones.length) }}
      >
        <StoneTabs labelledBy={`${scope}-seletor`} scope={scope} stones={page.stones} selected={selected} onSelect={select} tone={variant.heroTone} />
      </CollectionHero>

      {/* Below the hero: hydrated as the visitor nears it, or at once when a stone is picked above. */}
      <HydrateWhenNear id={`${scope}-detalhes`}>
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
                labels={labels}
              />
            ))}
            {page.stones.length > 1 && (
              <NextStone label={labels.nextStone} name={page.stones[next]!.name} onClick={showNext} />
            )}
          </Container>
        </SectionShell>
      </HydrateWhenNear>

      <HydrateWhenNear id={`${scope}-aplicacoes`}>
        <StoneApplications id={`${scope}-aplicacoes`} section={page.applicationsSection} stone={stone} />
      </HydrateWhenNear>

      {page.highlights && (
        <HydrateWhenNear id={`${scope}-destaques`}>
          <CollectionHighlights id={`${scope}-destaques`} highlights={page.highlights} eyebrow={page.hero.badge} />
        </HydrateWhenNear>
      )}

      <HydrateWhenNear id={`${scope}-contato`}>
        <CollectionCta
          id={`${scope}-contato`}
          cta={page.cta}
          stone={stone}
          whatsappNumber={whatsappNumber}
          labels={{ selectedStone: labels.selectedStone, newTab: labels.newTab }}
        />
      </HydrateWhenNear>
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
