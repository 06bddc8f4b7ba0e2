import styled from '@emotion/styled';
import { errorPageContent } from '../../content/layout';

const Wrap = styled.section(({ theme }) => ({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: `${theme.space(10)} ${theme.layout.gutter}`,
}));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.h2 }));
const Text = styled.p(({ theme }) => ({ color: theme.colors.inkMuted, margin: `${theme.space(2)} auto ${theme.space(4)}`, maxWidth: 480 }));
const Back = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${theme.space(3)}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.bronze,
  color: theme.colors.paper,
  fontWeight: 700,
  textDecoration: 'none',
}));

/** Rendered by the error boundary, outside the router: plain links only. */
export function ErrorPage() {
  const c = errorPageContent;
  return (
    <Wrap role="alert">
      <div>
        <Title>{c.title}</Title>
        <Text>{c.text}</Text>
        <Back href="/">{c.back}</Back>
      </div>
    </Wrap>
  );
}
