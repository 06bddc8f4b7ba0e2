// The frame both booking pages share: the bone page, the intro's measure and the serif title.
import styled from '@emotion/styled';

export const VisitPage = styled.section(({ theme }) => ({
  background: theme.colors.bone,
  padding: `${theme.space(6)} 0 ${theme.space(10)}`,
  [theme.mq.lg]: { padding: `${theme.space(12)} 0 ${theme.space(16)}` },
}));
export const VisitIntro = styled.header(({ theme }) => ({ maxWidth: '46rem', marginBottom: theme.space(5), [theme.mq.lg]: { marginBottom: theme.space(8) } }));
export const VisitTitle = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance' }));
export const VisitLead = styled.p(({ theme }) => ({ marginTop: theme.space(2), fontSize: theme.fontSizes.lg, lineHeight: 1.6, color: theme.colors.inkMuted, textWrap: 'pretty' }));
