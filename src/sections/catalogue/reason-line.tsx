import styled from '@emotion/styled';
import type { UseVerdict } from '../../../content/stone-uses';
import { Icon } from '../../ui/icons';

// The reason a stone fits, under its name in the eyebrow style (uppercase, letter-spaced, small), in
// bronze when the stone is indicated and in the muted ink when it fits with care or is set aside: the
// verdict is also said in words, so the colour never carries it alone.
const Line = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space(0.75),
  margin: 0,
  fontFamily: theme.fonts.body,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.1em',
  lineHeight: 1.5,
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
  textWrap: 'pretty',
  '& svg': { flex: 'none', marginTop: 1 },
  '&[data-verdict="com-cuidados"], &[data-verdict="pouco-indicada"]': { color: theme.colors.inkMuted },
  '& [data-verdict-label]': { color: theme.colors.ink },
}));

export interface ReasonLineProps {
  verdict: UseVerdict;
  reason: string;
  /** Said before the reason when the stone is not simply indicated: 'Com cuidados'. */
  verdictLabel?: string;
  className?: string;
}

export function ReasonLine({ verdict, reason, verdictLabel, className }: ReasonLineProps) {
  return (
    <Line data-verdict={verdict} className={className}>
      <Icon name={verdict === 'indicada' ? 'check' : 'dash'} size={16} />
      <span>
        {verdict !== 'indicada' && verdictLabel && <span data-verdict-label>{verdictLabel} · </span>}
        {reason}
      </span>
    </Line>
  );
}
