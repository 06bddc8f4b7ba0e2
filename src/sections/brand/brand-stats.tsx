import styled from '@emotion/styled';
import type { BrandContent } from '../../../content/types';
import { useCountUp } from '../../lib/use-count-up';
import { useInView } from '../../lib/use-in-view';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** Share of the stats block that must be visible before the counters run (spec: 30%). */
export const STATS_VISIBILITY_THRESHOLD = 0.3;

export type CounterMode = 'animate' | 'start' | 'end';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `0 0 ${theme.space(10)}`,
  padding: 0,
  display: 'grid',
  borderTop: `1px solid color-mix(in srgb, ${theme.colors.onDark} 18%, transparent)`,
  [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', borderBottom: `1px solid color-mix(in srgb, ${theme.colors.onDark} 18%, transparent)` },
  [theme.mq.lg]: { marginBottom: theme.space(14) },
}));

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space(2),
  padding: `${theme.space(3)} 0`,
  borderBottom: `1px solid color-mix(in srgb, ${theme.colors.onDark} 18%, transparent)`,
  [theme.mq.md]: {
    display: 'grid',
    justifyContent: 'start',
    gap: theme.space(1),
    padding: `${theme.space(4)} ${theme.space(4)}`,
    borderBottom: 0,
    '& + &': { borderLeft: `1px solid color-mix(in srgb, ${theme.colors.onDark} 18%, transparent)` },
    '&:first-of-type': { paddingLeft: 0 },
  },
}));

const Figure = styled.span(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.stat,
  fontWeight: 350,
  lineHeight: 1,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums lining-nums',
  whiteSpace: 'nowrap',
  color: theme.colors.onDark,
}));

/**
 * The final figure, invisible, reserves the width; the counting one sits over it, right-aligned
 * like an odometer, its sign moving with it. Nothing around the figure reflows while it counts.
 */
const Digits = styled.span({
  display: 'inline-grid',
  justifyItems: 'end',
  '& > span': { gridArea: '1 / 1' },
  '& > span:first-of-type': { visibility: 'hidden' },
});

const Affix = styled.span(({ theme }) => ({ color: theme.colors.bronzeLight }));

const Label = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.colors.onDarkMuted,
  textAlign: 'right',
  [theme.mq.md]: { textAlign: 'left' },
}));

type CounterData = BrandContent['counters'][number];

function Counter({ counter, start, instant }: { counter: CounterData; start: boolean; instant: boolean }) {
  const value = useCountUp(counter.target, { start, instant });
  return (
    <Item>
      {/* The visible figure counts; assistive technology and no-JS readers get the real one at once. */}
      <Figure aria-hidden="true" data-counter={counter.target}>
        <Digits>
          <span>
            {counter.prefix && <Affix>{counter.prefix}</Affix>}
            {counter.target}
          </span>
          <span>
            {counter.prefix && <Affix>{counter.prefix}</Affix>}
            {value}
          </span>
        </Digits>
        {counter.suffix && <Affix>{counter.suffix}</Affix>}
      </Figure>
      <VisuallyHidden>{`${counter.prefix}${counter.target}${counter.suffix}`}</VisuallyHidden>
      <Label>{counter.label}</Label>
    </Item>
  );
}

interface Props {
  counters: BrandContent['counters'];
  /** 'animate' counts once on view; 'start' and 'end' freeze it (stories). */
  mode?: CounterMode;
}

export function BrandStats({ counters, mode = 'animate' }: Props) {
  const [ref, inView] = useInView<HTMLUListElement>({ threshold: STATS_VISIBILITY_THRESHOLD, once: true });
  const reducedMotion = usePrefersReducedMotion();
  const instant = mode === 'end' || (mode === 'animate' && reducedMotion);
  const start = mode === 'animate' && inView;
  return (
    <List ref={ref}>
      {counters.map((counter) => (
        <Counter key={counter.label} counter={counter} start={start} instant={instant} />
      ))}
    </List>
  );
}
