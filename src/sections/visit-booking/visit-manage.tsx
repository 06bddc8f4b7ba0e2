// The e-mail's link: the visit behind the token, and the two things a visitor may do with it, cancel
// it (the time is freed) or move it to another free time. The token comes from the address and is
// kept in memory only.
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { VisitBookingContent } from '../../../content/visit-booking';
import type { VisitKind, VisitRefusal } from '../../../content/visits';
import { fillTemplate } from '../../lib/budget-steps';
import type { VisitByToken, VisitCallResult } from '../../lib/visit-booking';
import type { VisitBookingModule } from '../../lib/visit-booking-load';
import { spokenWhen } from '../../lib/visit-booking-time';
import { Button, ButtonRouterLink } from '../../ui/button';
import { SlotPicker } from './slot-picker';
import { useVisitSlots } from './use-visit-slots';
import { Alert, Card, Note, SmallCaps } from './visit-booking.styles';

const Wrap = styled(Card)(({ theme }) => ({ maxWidth: '46rem', display: 'grid', gap: theme.space(3), padding: `${theme.space(4)} ${theme.space(3)}`, [theme.mq.md]: { padding: `${theme.space(5)} ${theme.space(6)}` } }));
const Kind = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h3, outline: 'none' }));
const When = styled.p(({ theme }) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, lineHeight: 1.3, '&::first-letter': { textTransform: 'uppercase' } }));
const Badge = styled.span<{ cancelled: boolean }>(({ theme, cancelled }) => ({
  justifySelf: 'start',
  padding: `4px ${theme.space(1.5)}`,
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: cancelled ? theme.colors.error : theme.colors.success,
  border: `1px solid currentColor`,
}));
const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5), '& > *': { flex: '1 1 200px' }, [theme.mq.md]: { '& > *': { flex: '0 1 auto' } } }));

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; visit: VisitByToken };

interface Props {
  content: VisitBookingContent;
  kinds: readonly VisitKind[];
  refusals: Readonly<Record<VisitRefusal, string>>;
  token: string | null;
  load: () => Promise<VisitBookingModule>;
  today: string;
  maxDaysAhead: number;
}

/** The refusal's own sentence (a lost link, a rate limit, a visit begun…); any other failure (no answer, a server error) is not the visit's fault. */
const messageOf = (result: Exclude<VisitCallResult<unknown>, { ok: true }>, refusals: Props['refusals'], fallback: string) =>
  result.status === 400 && result.hint && result.hint in refusals ? refusals[result.hint as VisitRefusal] : fallback;

export function VisitManage({ content, kinds, refusals, token, load, today, maxDaysAhead }: Props) {
  const { manage } = content;
  const [loaded, setLoaded] = useState<Loaded>(token ? { status: 'loading' } : { status: 'missing' });
  const [mode, setMode] = useState<'view' | 'cancel' | 'move'>('view');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [choice, setChoice] = useState({ day: '', startsAt: '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visit = loaded.status === 'ready' ? loaded.visit : null;
  const kind = kinds.find((candidate) => candidate.id === visit?.kind) ?? null;
  const { state: slots, reload } = useVisitSlots(mode === 'move' && kind ? kind.id : '', today, maxDaysAhead, load);

  useEffect(() => {
    if (!token) return;
    let current = true;
    load()
      .then((module) => module.visitByToken(token))
      .then(
        (result) =>
          current &&
          setLoaded(
            result.ok
              ? { status: 'ready', visit: result.data }
              : { status: 'failed', message: result.hint === 'not_found' ? manage.notFound : messageOf(result, refusals, manage.loadError) },
          ),
        () => current && setLoaded({ status: 'failed', message: manage.loadError }),
      );
    return () => {
      current = false;
    };
  }, [token, load, manage.notFound, manage.loadError, refusals]);

  // The first free day is on show until the visitor picks one.
  const shownDay = choice.day || (slots.status === 'ready' ? ([...slots.byDay.keys()].sort()[0] ?? '') : '');

  if (loaded.status === 'loading') return <Note role="status">{manage.loading}</Note>;
  if (loaded.status !== 'ready' || !kind || !token) {
    return (
      <Wrap>
        <Alert role="alert">{loaded.status === 'failed' ? loaded.message : manage.missingToken}</Alert>
        <ButtonRouterLink to={content.path}>{manage.bookAgain}</ButtonRouterLink>
      </Wrap>
    );
  }
  const current = loaded.visit;
  const cancelled = current.status === 'cancelled';

  const act = async (call: (module: VisitBookingModule) => Promise<VisitCallResult<VisitByToken>>, done: string) => {
    setBusy(true);
    setNotice(null);
    const result = await load().then(call, (error: unknown) => ({ ok: false as const, status: 0, hint: null, message: String(error) }));
    setBusy(false);
    if (result.ok) {
      setLoaded({ status: 'ready', visit: result.data });
      setMode('view');
      setChoice({ day: '', startsAt: '' });
      setNotice({ tone: 'ok', text: done });
      headingRef.current?.focus();
      return;
    }
    if (result.hint === 'slot_taken') {
      setChoice((value) => ({ ...value, startsAt: '' }));
      reload();
    }
    setNotice({ tone: 'error', text: messageOf(result, refusals, manage.actionError) });
  };

  return (
    <Wrap>
      <div>
        <SmallCaps>{fillTemplate(manage.greeting, { name: current.name })}</SmallCaps>
      </div>
      <Badge cancelled={cancelled}>{cancelled ? manage.status.cancelled : manage.status.booked}</Badge>
      <div>
        <Kind ref={headingRef} tabIndex={-1}>
          {kind.title}
        </Kind>
        <When>{spokenWhen(current.starts_at)}</When>
      </div>
      {notice && (notice.tone === 'ok' ? <Note role="status">{notice.text}</Note> : <Alert role="alert">{notice.text}</Alert>)}
      {cancelled ? (
        <ButtonRouterLink to={content.path}>{manage.bookAgain}</ButtonRouterLink>
      ) : mode === 'cancel' ? (
        <>
          <p>{manage.cancelQuestion}</p>
          <Actions>
            <Button type="button" disabled={busy} onClick={() => void act((module) => module.cancelVisit(token), manage.cancelled)}>
              {manage.cancelConfirm}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setMode('view')}>
              {manage.cancelKeep}
            </Button>
          </Actions>
        </>
      ) : mode === 'move' ? (
        <>
          <SlotPicker
            content={content.week}
            name="move"
            state={slots}
            day={shownDay}
            startsAt={choice.startsAt}
            errorId="move-time-error"
            onDay={(day) => setChoice({ day, startsAt: '' })}
            onTime={(slot) => setChoice((value) => ({ ...value, startsAt: slot.starts_at }))}
            onRetry={reload}
          />
          <Actions>
            <Button type="button" disabled={busy || !choice.startsAt} onClick={() => void act((module) => module.moveVisit(token, choice.startsAt), manage.moved)}>
              {manage.moveSubmit}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setMode('view')}>
              {manage.moveCancel}
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button type="button" variant="secondary" onClick={() => setMode('move')}>
            {manage.move}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setMode('cancel')}>
            {manage.cancel}
          </Button>
        </Actions>
      )}
    </Wrap>
  );
}
