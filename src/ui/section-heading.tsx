import styled from '@emotion/styled';
import { Eyebrow } from './eyebrow';

const Wrap = styled.header<{ align: 'start' | 'center' }>(({ theme, align }) => ({
  maxWidth: 760,
  margin: align === 'center' ? `0 auto ${theme.space(6)}` : `0 0 ${theme.space(6)}`,
  textAlign: align === 'center' ? 'center' : 'left',
  '& > p:first-of-type': { justifyContent: align === 'center' ? 'center' : 'flex-start' },
  [theme.mq.lg]: { marginBottom: theme.space(8) },
}));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance' }));

const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(2),
  fontSize: theme.fontSizes.lg,
  opacity: 0.86,
  textWrap: 'pretty',
}));

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
}

export function SectionHeading({ id, eyebrow, title, lead, align = 'start' }: Props) {
  return (
    <Wrap align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title id={id}>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Wrap>
  );
}
