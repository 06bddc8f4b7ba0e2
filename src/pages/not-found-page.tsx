import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { notFoundContent } from '../../content/layout';

const Wrap = styled.section(({ theme }) => ({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: `${theme.space(10)} ${theme.layout.gutter}`,
  background: theme.colors.bone,
}));

const Code = styled.h1(({ theme }) => ({
  fontSize: 'clamp(5rem, 3rem + 10vw, 10rem)',
  color: theme.colors.bronze,
  lineHeight: 1,
}));

const Title = styled.p(({ theme }) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.h3, marginTop: theme.space(2) }));
const Text = styled.p(({ theme }) => ({ color: theme.colors.inkMuted, margin: `${theme.space(2)} auto ${theme.space(4)}`, maxWidth: 460 }));
const Back = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${theme.space(3)}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.bronze,
  color: theme.colors.paper,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.bronzeDark },
}));

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A warning, not an error: a mistyped address is not a fault of the site (and errors in the console
    // are what monitoring and audits treat as breakage).
    console.warn('404: página não encontrada:', pathname);
  }, [pathname]);
  const c = notFoundContent;
  return (
    <Wrap aria-labelledby="not-found-title">
      <div>
        <Code id="not-found-title">{c.code}</Code>
        <Title>{c.title}</Title>
        <Text>{c.text}</Text>
        <Back to="/">{c.back}</Back>
      </div>
    </Wrap>
  );
}
