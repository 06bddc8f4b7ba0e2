import { useId, useReducer } from 'react';
import type { FaqItem, SectionHeading as Heading } from '../../../content/types';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { faqReducer } from './faq-state';
import { Answer, Item, Items, Layout, Panel, Question, Sign } from './faq.styles';

interface Props {
  heading: Heading;
  items: readonly FaqItem[];
  /** Question open at first (stories); all closed by default. */
  initialOpen?: number | null;
}

/** Single-open accordion (WAI-ARIA pattern): a button inside each heading controls its region. */
export function Faq({ heading, items, initialOpen = null }: Props) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [open, dispatch] = useReducer(faqReducer, initialOpen);

  return (
    <Section id="perguntas-frequentes" tone="paper" labelledBy={titleId}>
      <Layout>
        <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        <Items>
          {items.map((item, index) => {
            const isOpen = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <Item key={item.question}>
                <Question>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => dispatch({ type: 'toggle', index })}
                  >
                    <span>{item.question}</span>
                    <Sign open={isOpen} aria-hidden="true" />
                  </button>
                </Question>
                <Panel id={panelId} role="region" aria-labelledby={buttonId} open={isOpen}>
                  <div>
                    <Answer>{item.answer}</Answer>
                  </div>
                </Panel>
              </Item>
            );
          })}
        </Items>
      </Layout>
    </Section>
  );
}
