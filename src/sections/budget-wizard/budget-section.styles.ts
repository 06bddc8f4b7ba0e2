import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

// Target of /#budget links: sits a little above the section so the heading is not flush with the top.
export const Anchor = styled.span(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  scrollMarginTop: theme.space(2),
}));

export const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
    gap: theme.space(10),
    alignItems: 'start',
  },
}));

export const Intro = styled.div(({ theme }) => ({
  // Starts level with the card's first line, then stays in view while the steps scroll.
  [theme.mq.lg]: { position: 'sticky', top: theme.space(4), paddingTop: theme.space(5) },
}));

export const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.h2,
  textWrap: 'balance',
  outline: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 6 },
}));

export const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(2),
  fontSize: theme.fontSizes.lg,
  color: theme.colors.inkMuted,
  maxWidth: 520,
  textWrap: 'pretty',
}));

export const Assurances = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(4)} 0 0`,
  padding: 0,
  display: 'grid',
  maxWidth: 460,
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  [theme.mq.belowLg]: { display: 'none' },
}));

export const Assurance = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  padding: `${theme.space(1.75)} 0`,
  borderBottom: `1px solid ${theme.colors.stoneLine}`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.ink,
  '& > svg': { flex: 'none', color: theme.colors.bronze },
}));

export const EstimateNote = styled.p(({ theme }) => ({ marginTop: theme.space(3), fontSize: theme.fontSizes.sm, lineHeight: 1.6, color: theme.colors.inkMuted }));
export const EstimateLink = styled(Link)(({ theme }) => ({ color: theme.colors.bronzeDark, fontWeight: 700, textUnderlineOffset: 4, '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 } }));
