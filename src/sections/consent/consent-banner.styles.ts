import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });

// A fixed overlay: it never moves the page. On phones it sits just above the fixed 'Orçar projeto'
// bar, so both stay usable; from the desktop breakpoint it is a card in the bottom-left corner
// (toasts use the right one).
export const Region = styled.section(({ theme }) => ({
  position: 'fixed',
  zIndex: 50,
  left: theme.space(1.5),
  right: theme.space(1.5),
  bottom: `calc(${theme.layout.mobileBarHeight}px + ${theme.space(1)} + env(safe-area-inset-bottom, 0px))`,
  maxHeight: `calc(100dvh - ${theme.layout.mobileBarHeight + theme.layout.headerHeight}px)`,
  overflowY: 'auto',
  padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(2)}`,
  background: theme.colors.paper,
  color: theme.colors.ink,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lifted,
  animation: `${enter} ${theme.durations.base}ms ${theme.easing.out} both`,
  [theme.mq.sm]: { left: 'auto', width: 440, right: theme.space(2) },
  [theme.mq.lg]: { left: theme.space(3), right: 'auto', bottom: theme.space(3), width: 460, padding: theme.space(3) },
}));

export const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.25,
  marginBottom: theme.space(1),
}));

export const Text = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  lineHeight: 1.55,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
  [theme.mq.lg]: { fontSize: theme.fontSizes.sm },
}));

export const PrivacyLink = styled(Link)(({ theme }) => ({
  color: theme.colors.ink,
  fontWeight: 700,
  textUnderlineOffset: 3,
  whiteSpace: 'nowrap',
  '&:hover': { color: theme.colors.bronzeDark },
}));

export const Current = styled.p(({ theme }) => ({
  marginTop: theme.space(1),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  color: theme.colors.ink,
}));

// Two columns of equal width: accepting and rejecting must weigh the same.
export const Actions = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space(1.5),
  marginTop: theme.space(2),
}));
