import { Global, css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { BudgetLink } from '../../ui/budget-link';
import { useBudgetFormInView } from './use-budget-form-in-view';

/** The bar's height, safe area included; the footer reserves it below its last line. */
export const barHeight = (theme: Theme) => `calc(${theme.layout.mobileBarHeight}px + env(safe-area-inset-bottom, 0px))`;

// Focus scrolling (Tab, find in page) keeps what it brings into view clear of the bar, focus ring included.
const keepFocusClear = (theme: Theme) => css`
  ${theme.mq.belowLg} {
    html {
      scroll-padding-bottom: calc(${barHeight(theme)} + ${theme.space(1.5)});
    }
  }
`;

const Bar = styled('div', { shouldForwardProp: (p) => p !== 'concealed' })<{ concealed: boolean }>(({ theme, concealed }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 30,
  minHeight: barHeight(theme),
  padding: `${theme.space(1.5)} ${theme.layout.gutter} calc(${theme.space(1.5)} + env(safe-area-inset-bottom, 0px))`,
  background: `color-mix(in srgb, ${theme.colors.paper} 94%, transparent)`,
  backdropFilter: 'blur(10px)',
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  boxShadow: theme.shadows.lifted,
  transform: concealed ? 'translateY(110%)' : 'none',
  visibility: concealed ? 'hidden' : 'visible',
  transition: concealed
    ? `transform ${theme.durations.base}ms ${theme.easing.inOut}, visibility 0s linear ${theme.durations.base}ms`
    : `transform ${theme.durations.base}ms ${theme.easing.out}, visibility 0s`,
  [theme.mq.lg]: { display: 'none' },
}));

/** Fixed 'Orçar projeto' button on small screens; it steps aside while the budget form is on screen. */
export function MobileBudgetBar({ label }: { label: string }) {
  const formInView = useBudgetFormInView();
  return (
    <>
      <Global styles={keepFocusClear} />
      <Bar concealed={formInView} data-mobile-budget-bar="">
        <BudgetLink block>{label}</BudgetLink>
      </Bar>
    </>
  );
}
