import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { fillTemplate } from '../../lib/budget-steps';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import type { ComparedStone } from './compare-rows';

const Frame = styled.div(({ theme }) => ({
  aspectRatio: '3 / 2',
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  background: theme.colors.travertine,
  '& picture': { display: 'block', height: '100%' },
}));

const Family = styled.span(({ theme }) => ({
  display: 'block',
  marginTop: theme.space(1.5),
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: theme.colors.inkMuted,
  [theme.mq.md]: { fontSize: theme.fontSizes.xs },
}));

// The name is the column's header: a link to the stone's page, in the serif.
const Name = styled(Link)(({ theme }) => ({
  display: 'block',
  marginTop: theme.space(0.5),
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.md,
  lineHeight: 1.2,
  color: theme.colors.ink,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
  [theme.mq.md]: { fontSize: theme.fontSizes.xl },
  '&:hover': { color: theme.colors.bronzeDark, textDecoration: 'underline', textUnderlineOffset: 4 },
}));

const Remove = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  minWidth: 44,
  marginTop: theme.space(0.5),
  padding: `0 ${theme.space(1)} 0 0`,
  border: 0,
  background: 'transparent',
  color: theme.colors.inkMuted,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.bronzeDark },
  '@media print': { display: 'none' },
}));

interface Props {
  stone: ComparedStone;
  labels: { remove: string; removeLabel: string };
  /** Takes the stone out of the comparison; without it (the fallback, print) no button is drawn. */
  onRemove?: (slug: string) => void;
}

/** A column's head: the stone's slab, its family and its name, and the way out of the comparison. */
export function CompareStoneHead({ stone, labels, onRemove }: Props) {
  return (
    <>
      <Frame>
        <Picture image={{ ...stone.image, alt: '' }} sizes="(min-width: 1200px) 300px, (min-width: 768px) 25vw, 30vw" widths={[480, 800]} fit="cover" />
      </Frame>
      <Family>{stone.collectionLabel}</Family>
      <Name to={stone.path}>{stone.name}</Name>
      {onRemove && (
        <Remove type="button" aria-label={fillTemplate(labels.removeLabel, { stone: stone.name })} onClick={() => onRemove(stone.slug)}>
          <Icon name="minus" size={16} strokeWidth={2} />
          {labels.remove}
        </Remove>
      )}
    </>
  );
}
