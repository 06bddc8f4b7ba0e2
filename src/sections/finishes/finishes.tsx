import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Finish, FinishId, SectionHeading as Heading } from '../../../content/types';
import { Picture } from '../../ui/picture';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { FinishDetails, type FinishDetailLabels } from './finish-details';
import { indexForKey } from './roving-index';
import { Chip, Layout, SelectorLabel, Swatch, SwatchName, Swatches } from './finishes.styles';

export interface FinishesLabels extends FinishDetailLabels {
  selectorLabel: string;
}

interface Props {
  heading: Heading;
  finishes: readonly Finish[];
  labels: FinishesLabels;
  /** Finish selected on first render; the spec opens on polido. */
  initialFinish?: FinishId;
}

/** A radio group of stone swatches (ARIA radio group: one tab stop, arrow keys move and select). */
export function Finishes({ heading, finishes, labels, initialFinish = 'polido' }: Props) {
  const titleId = useId();
  const groupLabelId = useId();
  const panelId = useId();
  const [selectedId, setSelectedId] = useState<FinishId>(() =>
    finishes.some((f) => f.id === initialFinish) ? initialFinish : (finishes[0]?.id ?? initialFinish),
  );
  const swatchRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, finishes.findIndex((f) => f.id === selectedId));
  const selected = finishes[selectedIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = indexForKey(event.key, selectedIndex, finishes.length);
    const finish = target === null ? undefined : finishes[target];
    if (target === null || !finish) return;
    event.preventDefault();
    setSelectedId(finish.id);
    swatchRefs.current[target]?.focus();
  };

  return (
    <Section tone="sand" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
      <Layout>
        <div>
          <SelectorLabel id={groupLabelId}>{labels.selectorLabel}</SelectorLabel>
          <Swatches role="radiogroup" aria-labelledby={groupLabelId} onKeyDown={onKeyDown}>
            {finishes.map((finish, i) => {
              const checked = i === selectedIndex;
              return (
                <Swatch
                  key={finish.id}
                  ref={(node) => {
                    swatchRefs.current[i] = node;
                  }}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  aria-controls={panelId}
                  tabIndex={checked ? 0 : -1}
                  onClick={() => setSelectedId(finish.id)}
                >
                  <Chip aria-hidden="true">
                    <Picture image={finish.image} sizes="(min-width: 1024px) 120px, 22vw" fit="cover" />
                  </Chip>
                  <SwatchName>{finish.name}</SwatchName>
                </Swatch>
              );
            })}
          </Swatches>
        </div>
        {selected && <FinishDetails id={panelId} finish={selected} labels={labels} />}
      </Layout>
    </Section>
  );
}
