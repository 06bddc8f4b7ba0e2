import styled from '@emotion/styled';

export type BadgeTone = 'bronze' | 'dark' | 'light' | 'green';

export const Badge = styled('span', { shouldForwardProp: (p) => p !== 'tone' })<{ tone?: BadgeTone }>(({ theme, tone = 'bronze' }) => {
  const { colors } = theme;
  const palette = {
    bronze: [colors.bronze, colors.paper],
    dark: [colors.graphite, colors.onDark],
    light: [colors.paper, colors.graphite],
    green: [colors.green, colors.paper],
  }[tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '4px 12px',
    borderRadius: theme.radii.pill,
    background: palette[0],
    color: palette[1],
    fontSize: '0.75rem',
    fontWeight: 800,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
  };
});
