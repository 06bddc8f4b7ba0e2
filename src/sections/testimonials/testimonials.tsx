import { useId } from 'react';
import type { SectionHeading as Heading, Testimonial } from '../../../content/types';
import type { VideoControlLabels } from '../../../content/video-controls';
import { BudgetLink } from '../../ui/budget-link';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { TestimonialCard, type TestimonialLabels } from './testimonial-card';
import { Cards, Closing, ClosingText, ClosingTitle } from './testimonials.styles';

export interface TestimonialsClosing {
  title: string;
  text: string;
  button: string;
}

interface Props {
  heading: Heading;
  testimonials: readonly Testimonial[];
  labels: TestimonialLabels;
  videoLabels: VideoControlLabels;
  closing: TestimonialsClosing;
}

export function Testimonials({ heading, testimonials, labels, videoLabels, closing }: Props) {
  const titleId = useId();
  return (
    <Section id="depoimentos" tone="light" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
      <Cards>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} labels={labels} videoLabels={videoLabels} />
          </li>
        ))}
      </Cards>
      <Closing>
        <div>
          <ClosingTitle>{closing.title}</ClosingTitle>
          <ClosingText>{closing.text}</ClosingText>
        </div>
        <BudgetLink size="lg">{closing.button}</BudgetLink>
      </Closing>
    </Section>
  );
}
