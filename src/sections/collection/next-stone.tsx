import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/icons';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: theme.space(6),
  paddingTop: theme.space(3),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
}));

const NextLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  minHeight: 48,
  padding: `0 ${theme.space(0.5)}`,
  border: 0,
  background: 'transparent',
  color: theme.colors.ink,
  textDecoration: 'none',
  textAlign: 'right',
  '& small': {
    display: 'block',
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.16em',
    textTransform: 'uppercase',
    color: theme.colors.inkMuted,
  },
  '& strong': { display: 'block', fontFamily: theme.fonts.display, fontWeight: 400, fontSize: theme.fontSizes.xl, lineHeight: 1.2 },
  '& svg': { flex: 'none', transition: `transform ${theme.durations.fast}ms ${theme.easing.out}` },
  [theme.mq.hover]: { '&:hover svg': { transform: 'translateX(4px)' }, '&:hover strong': { color: theme.colors.bronzeDark } },
}));

interface Props {
  label: string;
  name: string;
  /** The next stone's page. */
  href: string;
  onClick: () => void;
}

/** Lets a visitor walk the collection from the bottom of the details, without going back up to the tabs. */
export function NextStone({ label, name, href, onClick }: Props) {
  return (
    <Bar>
      <NextLink to={href} onClick={onClick}>
        <span>
          <small>{label}</small>
          <strong>{name}</strong>
        </span>
        <Icon name="arrow-right" size={22} />
      </NextLink>
    </Bar>
  );
}
