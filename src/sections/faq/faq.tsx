import { useId } from 'react';
import type { FaqItem, SectionHeading as Heading } from '../../../content/types';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { Answer, AnswerLink, Item, Items, Layout, Question, Sign } from './faq.styles';

interface Props {
  heading: Heading;
  items: readonly FaqItem[];
  /** Question open at first (stories); all closed by default. */
  initialOpen?: number | null;
}

/**
 * Single-open accordion built on the platform: each question is a <details> of one group (`name`), so
 * opening one closes the other and the open one collapses on a second press, before the section's code
 * has arrived as after. React renders it and leaves its open state to the browser.
 */
export function Faq({ heading, items, initialOpen = null }: Props) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const group = `${baseId}-faq`;

  return (
    <Section id="perguntas-frequentes" tone="paper" labelledBy={titleId}>
      <Layout>
        <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        <Items>
          {items.map((item, index) => (
            // A question opened before the section hydrates keeps its `open`: the visitor's, not a mismatch.
            <Item key={item.question} name={group} open={index === initialOpen} suppressHydrationWarning>
              <Question>
                <h3>{item.question}</h3>
                <Sign data-sign aria-hidden="true" />
              </Question>
              <Answer>
                {item.answer}
                {item.link && (
                  <>
                    {' '}
                    <AnswerLink to={item.link.href}>{item.link.label}</AnswerLink>
                  </>
                )}
              </Answer>
            </Item>
          ))}
        </Items>
      </Layout>
    </Section>
  );
}
