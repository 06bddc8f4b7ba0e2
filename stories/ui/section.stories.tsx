import type { Story, StoryDefault } from '@ladle/react';
import { budgetHeading, carouselHeading, finishesHeading, processHeading } from '../../content/home';
import type { SectionHeading as SectionHeadingContent } from '../../content/types';
import { Section, type SectionTone } from '../../src/ui/section';
import { SectionHeading } from '../../src/ui/section-heading';

export default { title: 'Primitivos / Seção' } satisfies StoryDefault;

const withTone = (tone: SectionTone, heading: SectionHeadingContent) => {
  const id = `secao-${tone}-titulo`;
  const ToneStory: Story = () => (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
    </Section>
  );
  return ToneStory;
};

export const Clara = withTone('light', processHeading);
export const Papel = withTone('paper', carouselHeading);
export const Areia = withTone('sand', finishesHeading);
export const Escura = withTone('dark', budgetHeading);

/** Consecutive sections alternate tones on the home page; this shows the seams between them. */
export const Sequencia: Story = () => (
  <>
    {(
      [
        ['light', processHeading],
        ['sand', carouselHeading],
        ['dark', finishesHeading],
        ['paper', budgetHeading],
      ] as const
    ).map(([tone, heading]) => (
      <Section key={tone} tone={tone} labelledBy={`sequencia-${tone}`}>
        <SectionHeading id={`sequencia-${tone}`} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
      </Section>
    ))}
  </>
);
Sequencia.storyName = 'Sequência';
