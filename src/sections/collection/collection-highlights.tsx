import styled from '@emotion/styled';
import type { CollectionPage } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(4),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space(5) },
}));

const Item = styled.li(({ theme }) => ({
  paddingTop: theme.space(3),
  borderTop: `1px solid ${theme.colors.ink}`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
}));

const Mark = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.bone,
  color: theme.colors.bronzeDark,
  marginBottom: theme.space(1),
}));

const Title = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.h3 }));
const Text = styled.p(({ theme }) => ({ color: theme.colors.inkMuted, lineHeight: 1.65, maxWidth: 380 }));

interface Props {
  id: string;
  highlights: NonNullable<CollectionPage['highlights']>;
  eyebrow: string;
}

/** Three reasons the whole family of stone is worth it (granites and dolomitic marbles). */
export function CollectionHighlights({ id, highlights, eyebrow }: Props) {
  const headingId = `${id}-titulo`;
  return (
    <Section id={id} tone="paper" labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={highlights.title} />
      <Grid>
        {highlights.cards.map((card) => (
          <Item key={card.title}>
            <Mark>
              <Icon name={card.icon} size={26} />
            </Mark>
            <Title>{card.title}</Title>
            <Text>{card.text}</Text>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}
