// "Ver no ambiente": from a stone's page, a catalogue card or the comparison into the visualizer with
// the stone (or stones) already on the room's surfaces.
import styled from '@emotion/styled';

export interface SeeInRoomLinkProps {
  href: string;
  children: string;
  /** Names the stone when the visible text alone does not ('Ver Taj Mahal no ambiente'). */
  label?: string;
  tone?: 'light' | 'dark';
}

const Anchor = styled('a', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: 'light' | 'dark' }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(0.5)}`,
  color: tone === 'dark' ? theme.colors.onDark : theme.colors.bronzeDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  '&:focus-visible': { outline: `3px solid ${tone === 'dark' ? theme.colors.focusOnDark : theme.colors.focus}`, outlineOffset: 2 },
  '@media print': { display: 'none' },
}));

export function SeeInRoomLink({ href, children, label, tone = 'light' }: SeeInRoomLinkProps) {
  return (
    <Anchor href={href} aria-label={label} tone={tone} data-see-in-room="">
      {children}
    </Anchor>
  );
}
