import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'whatsapp';

interface VariantProps {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
}

function variantStyles(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return `background:${colors.bronze};color:${colors.paper};border-color:${colors.bronze};
        ${theme.mq.hover}{&:hover:not(:disabled){background:${colors.bronzeDark};border-color:${colors.bronzeDark};}}`;
    case 'secondary':
      return `background:transparent;color:${colors.ink};border-color:${colors.ink};
        ${theme.mq.hover}{&:hover:not(:disabled){background:${colors.ink};color:${colors.paper};}}`;
    case 'ghost':
      return `background:transparent;color:${colors.ink};border-color:transparent;text-decoration:underline;text-underline-offset:4px;
        ${theme.mq.hover}{&:hover:not(:disabled){color:${colors.bronzeDark};}}`;
    case 'onDark':
      return `background:${colors.paper};color:${colors.graphite};border-color:${colors.paper};
        ${theme.mq.hover}{&:hover:not(:disabled){background:${colors.bronzeLight};border-color:${colors.bronzeLight};}}`;
    case 'whatsapp':
      return `background:${colors.whatsapp};color:${colors.paper};border-color:${colors.whatsapp};
        ${theme.mq.hover}{&:hover:not(:disabled){filter:brightness(0.92);}}`;
  }
}

function buttonCss({ theme, variant = 'primary', size = 'md', block }: VariantProps & { theme: Theme }) {
  return `
  display:${block ? 'flex' : 'inline-flex'};
  width:${block ? '100%' : 'auto'};
  align-items:center;justify-content:center;gap:${theme.space(1)};
  min-height:${size === 'lg' ? 56 : 48}px;
  padding:0 ${size === 'lg' ? theme.space(4) : theme.space(3)};
  border:1.5px solid transparent;border-radius:${theme.radii.pill};
  font-family:${theme.fonts.body};font-size:${theme.fontSizes.sm};font-weight:700;
  letter-spacing:0.04em;text-transform:uppercase;text-decoration:none;line-height:1.2;text-align:center;
  transition:background-color ${theme.durations.fast}ms ease, color ${theme.durations.fast}ms ease, border-color ${theme.durations.fast}ms ease, transform ${theme.durations.fast}ms ease;
  -webkit-tap-highlight-color:transparent;
  &:active:not(:disabled){transform:translateY(1px);}
  &:disabled{opacity:0.6;cursor:not-allowed;}
  ${variantStyles(theme, variant)}
`;
}

const forwardNot = (prop: string) => !['variant', 'size', 'block'].includes(prop);

export const Button = styled('button', { shouldForwardProp: forwardNot })<VariantProps>(buttonCss);
export const ButtonLink = styled('a', { shouldForwardProp: forwardNot })<VariantProps>(buttonCss);
export const ButtonRouterLink = styled(Link, { shouldForwardProp: forwardNot })<VariantProps>(buttonCss);
