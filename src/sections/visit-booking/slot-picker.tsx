// The calm week: a row of days (native radios drawn as chips; a day without free times is disabled),
// the week before and after as buttons, then the chosen day's free times as pills. Never a month grid.
import styled from '@emotion/styled';
import { useState } from 'react';
import type { VisitBookingContent } from '../../../content/visit-booking';
import { fillTemplate } from '../../lib/budget-steps';
import { addDays, dayChip, spokenDay, spokenTime, weekDays, weekStart, type VisitSlot } from '../../lib/visit-booking-time';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ChoiceLabel, Face, HiddenRadio, Note } from './visit-booking.styles';

export type SlotsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; byDay: ReadonlyMap<string, readonly VisitSlot[]> };

const Bar = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), marginBottom: theme.space(1.5) }));
const WeekLabel = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.inkMuted }));
const Arrows = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space(1) }));
const Arrow = styled.button(({ theme }) => ({
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.paper,
  color: theme.colors.ink,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  [theme.mq.hover]: { '&:hover:not(:disabled)': { borderColor: theme.colors.ink } },
}));

const Days = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: theme.space(0.75), [theme.mq.md]: { gap: theme.space(1.25) } }));

const DayFace = styled(Face)(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: 2,
  padding: `${theme.space(1.25)} 2px`,
  textAlign: 'center',
  '& > b': { fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, fontWeight: 500, lineHeight: 1.1 },
  '& > small': { fontSize: '0.6875rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: theme.colors.inkMuted },
}));

const TimesBox = styled.fieldset(({ theme }) => ({ border: 0, padding: 0, margin: `${theme.space(3)} 0 0`, minWidth: 0 }));
const TimesLegend = styled.legend(({ theme }) => ({ padding: 0, marginBottom: theme.space(1.5), fontSize: theme.fontSizes.sm, fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }));
const Times = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }));
const TimeFace = styled(Face)(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minWidth: 88,
  minHeight: 48,
  padding: `0 ${theme.space(2)}`,
  borderRadius: theme.radii.pill,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
}));

const chevron = (direction: 'left' | 'right') => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
);

interface Props {
  content: VisitBookingContent['week'];
  /** Distinguishes the radios' names when two pickers share a page. */
  name: string;
  state: SlotsState;
  day: string;
  startsAt: string;
  error?: string;
  errorId: string;
  onDay: (day: string) => void;
  onTime: (slot: VisitSlot) => void;
  onRetry: () => void;
}

export function SlotPicker({ content, name, state, day, startsAt, error, errorId, onDay, onTime, onRetry }: Props) {
  const [browsed, setBrowsed] = useState<string | null>(null);
  if (state.status === 'loading') return <Note role="status">{content.loading}</Note>;
  if (state.status === 'error') {
    return (
      <Note role="alert">
        {content.loadError}{' '}
        <Button type="button" variant="ghost" onClick={onRetry}>
          {content.retry}
        </Button>
      </Note>
    );
  }
  const known = [...state.byDay.keys()].sort();
  const first = known[0];
  const last = known[known.length - 1];
  // The week on show: the one the visitor browsed to, else the chosen day's, else the first free day's.
  const shown = weekStart(browsed ?? (day || first || ''));
  const days = first ? weekDays(shown) : [];
  const times = day ? (state.byDay.get(day) ?? []) : [];
  const browse = (weeks: number) => setBrowsed(addDays(shown, weeks * 7));
  const emptyWeek = days.every((candidate) => !state.byDay.has(candidate));
  return (
    <div>
      <Bar>
        <WeekLabel aria-live="polite">{days.length ? `${dayChip(days[0]!).date} ${dayChip(days[0]!).month} – ${dayChip(days[6]!).date} ${dayChip(days[6]!).month}` : ''}</WeekLabel>
        <Arrows>
          <Arrow type="button" onClick={() => browse(-1)} disabled={!first || shown <= weekStart(first)} aria-label={content.previous}>
            {chevron('left')}
          </Arrow>
          <Arrow type="button" onClick={() => browse(1)} disabled={!last || addDays(shown, 7) > last} aria-label={content.next}>
            {chevron('right')}
          </Arrow>
        </Arrows>
      </Bar>
      <Days role="radiogroup" aria-label={content.legend} aria-describedby={errorId}>
        {days.map((candidate) => {
          const free = state.byDay.get(candidate)?.length ?? 0;
          const chip = dayChip(candidate);
          return (
            <ChoiceLabel key={candidate}>
              <HiddenRadio type="radio" name={`${name}-day`} value={candidate} checked={day === candidate} disabled={free === 0} onChange={() => onDay(candidate)} />
              <DayFace data-face="">
                <small aria-hidden="true">{chip.weekday}</small>
                <b aria-hidden="true">{chip.date}</b>
                <small aria-hidden="true">{chip.month}</small>
                <VisuallyHidden>
                  {spokenDay(candidate)}
                  {free === 0 ? `, ${content.noTimes}` : ''}
                </VisuallyHidden>
              </DayFace>
            </ChoiceLabel>
          );
        })}
      </Days>
      {emptyWeek && <Note>{content.noFreeDay}</Note>}
      {day && times.length > 0 ? (
        <TimesBox aria-describedby={errorId}>
          <TimesLegend>{fillTemplate(content.timesFor, { day: spokenDay(day) })}</TimesLegend>
          <Times>
            {times.map((slot) => (
              <ChoiceLabel key={slot.starts_at}>
                <HiddenRadio type="radio" name={`${name}-time`} value={slot.starts_at} checked={startsAt === slot.starts_at} onChange={() => onTime(slot)} />
                <TimeFace data-face="">{spokenTime(slot.starts_at)}</TimeFace>
              </ChoiceLabel>
            ))}
          </Times>
        </TimesBox>
      ) : (
        !emptyWeek && <Note>{content.pickDayFirst}</Note>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
