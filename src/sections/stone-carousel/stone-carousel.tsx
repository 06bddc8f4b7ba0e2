import { useId } from 'react';
import type { CarouselStone, SectionHeading as Heading } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { Container, SectionShell } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { Tooltip } from '../../ui/tooltip';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { StoneSlide, type SlideLabels } from './stone-slide';
import { useCarousel } from './use-carousel';
import { useSwipe } from './use-swipe';
import { Arrow, Arrows, Controls, ControlsBox, Counter, Dot, Dots, Slides, Viewport } from './stone-carousel.styles';

export interface CarouselLabels extends SlideLabels {
  previous: string;
  next: string;
  /** Dot label; `{name}` is replaced by the stone's name. */
  goTo: string;
  /** Slide label; `{current}` and `{total}` are replaced. */
  position: string;
}

interface Props {
  heading: Heading;
  stones: readonly CarouselStone[];
  labels: CarouselLabels;
  /** Slide shown first (stories); the spec starts at the first stone. */
  initialIndex?: number;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
const pad = (n: number) => String(n).padStart(2, '0');

/** The stone curation: one slab at a time, large, with what it is good for. */
export function StoneCarousel({ heading, stones, labels, initialIndex = 0 }: Props) {
  const titleId = useId();
  const slidesId = useId();
  const { index, interacted, goTo, step } = useCarousel(stones.length, initialIndex);
  const swipe = useSwipe(step);
  const total = stones.length;
  const current = stones[index];
  const positionOf = (i: number) => fill(labels.position, { current: i + 1, total });

  return (
    <SectionShell tone="paper" aria-labelledby={titleId} aria-roledescription="carrossel">
      <Container>
        <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        <Viewport>
          <Slides id={slidesId}>
            {stones.map((stone, i) => (
              <StoneSlide
                key={stone.name}
                stone={stone}
                label={positionOf(i)}
                current={i === index}
                labels={labels}
                swipe={swipe}
              />
            ))}
          </Slides>
          <ControlsBox>
            <Controls>
              <Counter aria-hidden="true">
                {pad(index + 1)} <span>/ {pad(total)}</span>
              </Counter>
              <Dots>
                {stones.map((stone, i) => (
                  <Tooltip key={stone.name} label={fill(labels.goTo, { name: stone.name })}>
                    <Dot
                      type="button"
                      aria-label={fill(labels.goTo, { name: stone.name })}
                      aria-current={i === index ? 'true' : undefined}
                      aria-controls={slidesId}
                      onClick={() => goTo(i)}
                    />
                  </Tooltip>
                ))}
              </Dots>
              <Arrows>
                <Tooltip label={labels.previous}>
                  <Arrow type="button" aria-label={labels.previous} aria-controls={slidesId} onClick={() => step(-1)}>
                    <Icon name="arrow-right" size={20} className="flip" />
                  </Arrow>
                </Tooltip>
                <Tooltip label={labels.next}>
                  <Arrow type="button" aria-label={labels.next} aria-controls={slidesId} onClick={() => step(1)}>
                    <Icon name="arrow-right" size={20} />
                  </Arrow>
                </Tooltip>
              </Arrows>
            </Controls>
          </ControlsBox>
        </Viewport>
        {/* Announces the new slab only once the visitor moves the carousel, never on page load. */}
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {interacted && current ? `${current.name}, ${positionOf(index)}` : ''}
        </VisuallyHidden>
      </Container>
    </SectionShell>
  );
}
