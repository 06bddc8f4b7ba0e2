import styled from '@emotion/styled';

/**
 * The soft join between a solid text plate and the photo beside it: above the plate on phones, right of
 * the plate's column from 1024 px. An element of its own (not a pseudo-element of the plate), outside
 * every line of text, so text contrast is always the plate's.
 */
export const PlateFade = styled('div', { shouldForwardProp: (p) => p !== 'color' && p !== 'edge' && p !== 'reach' })<{
  /** The plate's colour. */
  color: string;
  edge: 'top' | 'right';
  /** Height of the top fade, in spacing units. */
  reach?: number;
}>(({ theme, color, edge, reach = 10 }) => {
  const gradient = (direction: string) => `linear-gradient(${direction}, ${color}, color-mix(in srgb, ${color} 0%, transparent))`;
  return edge === 'top'
    ? {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: '100%',
        height: theme.space(reach),
        background: gradient('to top'),
        pointerEvents: 'none',
        [theme.mq.lg]: { display: 'none' },
      }
    : { position: 'absolute', top: 0, bottom: 0, left: '100%', width: theme.space(16), background: gradient('to right'), pointerEvents: 'none' };
});
