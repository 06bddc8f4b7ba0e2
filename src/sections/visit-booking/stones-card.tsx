// The stones the visitor chose so far (and the estimate's room), so the team sets the slabs aside.
import styled from '@emotion/styled';
import type { VisitBookingContent } from '../../../content/visit-booking';
import { formatList } from '../../../content/pt-br-format.mjs';
import { SmallCaps } from './visit-booking.styles';

const Box = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 6,
  padding: `${theme.space(2)} ${theme.space(2.5)}`,
  borderRadius: theme.radii.md,
  background: theme.colors.travertine,
}));
const Value = styled.p(({ theme }) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.lg, lineHeight: 1.35 }));

interface Props {
  content: VisitBookingContent['stonesCard'];
  stones: readonly string[];
  room: string | null;
}

export function StonesCard({ content, stones, room }: Props) {
  if (stones.length === 0 && !room) return null;
  return (
    <Box>
      {stones.length > 0 && (
        <>
          <SmallCaps>{content.title}</SmallCaps>
          <Value>{formatList(stones)}</Value>
        </>
      )}
      {room && (
        <>
          <SmallCaps>{content.room}</SmallCaps>
          <Value>{room}</Value>
        </>
      )}
    </Box>
  );
}
