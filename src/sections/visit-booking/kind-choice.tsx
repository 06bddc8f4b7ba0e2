// The two visits as large choices: what happens, where and for how long.
import styled from '@emotion/styled';
import type { VisitBookingContent } from '../../../content/visit-booking';
import type { VisitKind, VisitKindId } from '../../../content/visits';
import { spokenDuration } from '../../lib/visit-booking-time';
import { FieldError } from '../../ui/field';
import { ChoiceLabel, Face, HiddenRadio } from './visit-booking.styles';

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space(2) },
}));

const Body = styled(Face)(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  alignContent: 'start',
  padding: theme.space(2.5),
  [theme.mq.lg]: { padding: theme.space(3) },
}));

const Title = styled.span(({ theme }) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, lineHeight: 1.2 }));
const Summary = styled.span(({ theme }) => ({ color: theme.colors.inkMuted, fontSize: theme.fontSizes.sm, lineHeight: 1.55 }));
const Facts = styled.span(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  marginTop: theme.space(1),
  paddingTop: theme.space(1.5),
  borderTop: `1px solid ${theme.colors.travertine}`,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
}));

interface Props {
  content: Pick<VisitBookingContent, 'where'>;
  kinds: readonly VisitKind[];
  value: VisitKindId | '';
  error?: string;
  errorId: string;
  onChange: (kind: VisitKindId) => void;
}

export function KindChoice({ content, kinds, value, error, errorId, onChange }: Props) {
  return (
    <>
      <Grid>
        {kinds.map((kind) => (
          <ChoiceLabel key={kind.id}>
            <HiddenRadio
              type="radio"
              name="kind"
              value={kind.id}
              checked={value === kind.id}
              onChange={() => onChange(kind.id)}
              aria-describedby={errorId}
            />
            <Body data-face="">
              <Title>{kind.title}</Title>
              <Summary>{kind.summary}</Summary>
              <Facts>
                <span>{spokenDuration(kind.durationMinutes)}</span>
                <span>{content.where[kind.id]}</span>
              </Facts>
            </Body>
          </ChoiceLabel>
        ))}
      </Grid>
      <FieldError id={errorId} message={error} />
    </>
  );
}
