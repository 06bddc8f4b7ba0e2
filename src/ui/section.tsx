import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export type SectionTone = 'light' | 'paper' | 'sand' | 'dark';

export const SectionShell = styled('section', { shouldForwardProp: (p) => p !== 'tone' })<{ tone?: SectionTone }>(
  ({ theme, tone = 'light' }) => ({
    position: 'relative',
    padding: `${theme.space(8)} 0`,
    background:
      tone === 'dark' ? theme.colors.graphite : tone === 'sand' ? theme.colors.travertine : tone === 'paper' ? theme.colors.paper : theme.colors.bone,
    color: tone === 'dark' ? theme.colors.onDark : theme.colors.ink,
    scrollMarginTop: theme.layout.headerHeight / 2,
    [theme.mq.lg]: { padding: `${theme.space(14)} 0` },
  }),
);

export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.layout.gutter})`,
  margin: '0 auto',
  padding: `0 ${theme.layout.gutter}`,
}));

interface SectionProps {
  id?: string;
  tone?: SectionTone;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}

/** A page section with the site's vertical rhythm and tone; `labelledBy` points at its heading id. */
export function Section({ id, tone = 'light', labelledBy, children, className }: SectionProps) {
  return (
    <SectionShell id={id} tone={tone} aria-labelledby={labelledBy} className={className} data-theme={tone === 'dark' ? 'dark' : undefined}>
      <Container>{children}</Container>
    </SectionShell>
  );
}
