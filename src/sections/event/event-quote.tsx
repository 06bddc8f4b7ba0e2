import styled from '@emotion/styled';
import type { EventContent } from '../../../content/types';

const Card = styled.figure(({ theme }) => ({
  margin: 0,
  position: 'relative',
  padding: `${theme.space(6)} ${theme.space(3)} ${theme.space(4)}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.travertine,
  [theme.mq.lg]: { padding: `${theme.space(8)} ${theme.space(5)} ${theme.space(5)}`, position: 'sticky', top: theme.space(4) },
  '&::before': {
    content: '"“"',
    position: 'absolute',
    top: theme.space(1),
    left: theme.space(3),
    fontFamily: theme.fonts.display,
    fontSize: '6rem',
    lineHeight: 1,
    color: theme.colors.bronze,
    [theme.mq.lg]: { left: theme.space(5), top: theme.space(2) },
  },
}));

const Text = styled.blockquote(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.45,
  textWrap: 'pretty',
}));

const Caption = styled.figcaption(({ theme }) => ({
  marginTop: theme.space(3),
  paddingTop: theme.space(2),
  borderTop: `1px solid ${theme.colors.sand}`,
  display: 'flex',
  flexDirection: 'column',
  '& strong': { fontWeight: 700 },
  '& span': { fontSize: theme.fontSizes.sm, color: theme.colors.inkMuted },
}));

export function EventQuote({ quote }: { quote: EventContent['quote'] }) {
  return (
    <Card>
      <Text>
        <p>{quote.text}</p>
      </Text>
      <Caption>
        <strong>{quote.author}</strong>
        <span>{quote.role}</span>
      </Caption>
    </Card>
  );
}
