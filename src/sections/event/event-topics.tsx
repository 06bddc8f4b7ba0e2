import styled from '@emotion/styled';
import type { EventContent } from '../../../content/types';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { EventQuote } from './event-quote';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: theme.space(10), alignItems: 'start' },
}));

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 0,
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space(5) },
}));

const Topic = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: theme.space(2),
  padding: `${theme.space(3)} 0`,
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  '& [data-index]': {
    gridRow: 'span 2',
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.xl,
    color: theme.colors.bronze,
    lineHeight: 1.2,
    fontVariantNumeric: 'lining-nums',
  },
}));

const TopicTitle = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.xl, lineHeight: 1.25, marginBottom: theme.space(1) }));
const TopicText = styled.p(({ theme }) => ({ color: theme.colors.inkMuted, lineHeight: 1.65 }));

interface Props {
  title: string;
  topics: EventContent['topics'];
  quote: EventContent['quote'];
}

/** The four subjects of the masterclass, with what one participant took home. */
export function EventTopics({ title, topics, quote }: Props) {
  return (
    <Section id="temas" tone="paper" labelledBy="evento-temas-titulo">
      <Layout>
        <div>
          <SectionHeading id="evento-temas-titulo" title={title} />
          <List>
            {topics.map((topic, index) => (
              <Topic key={topic.title}>
                <span data-index aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <TopicTitle>{topic.title}</TopicTitle>
                <TopicText>{topic.text}</TopicText>
              </Topic>
            ))}
          </List>
        </div>
        <EventQuote quote={quote} />
      </Layout>
    </Section>
  );
}
