import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from '../../ui/section';
import { Eyebrow } from '../../ui/eyebrow';

// The catalogue's page: a quiet editorial opening (eyebrow, serif title, lead), the choices on a sand
// band, then the stones and the note on how they are recommended.
const Page = styled.div(({ theme }) => ({ background: theme.colors.bone, paddingBottom: theme.space(10), [theme.mq.lg]: { paddingBottom: theme.space(16) } }));

const Intro = styled.header(({ theme }) => ({
  padding: `${theme.space(5)} 0 ${theme.space(4)}`,
  [theme.mq.lg]: { padding: `${theme.space(10)} 0 ${theme.space(6)}` },
  '& h1': { fontSize: theme.fontSizes.h2, maxWidth: '18ch', textWrap: 'balance' },
  '& h1 + p': { marginTop: theme.space(2), maxWidth: '44rem', fontSize: theme.fontSizes.lg, lineHeight: 1.6, color: theme.colors.inkMuted, textWrap: 'pretty' },
}));

const Choices = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  padding: `${theme.space(3)} ${theme.space(2.5)}`,
  marginBottom: theme.space(5),
  background: theme.colors.travertine,
  borderRadius: theme.radii.lg,
  [theme.mq.lg]: { padding: `${theme.space(4)} ${theme.space(4)}`, marginBottom: theme.space(7) },
}));

export interface CatalogueLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The use links and the refinements. */
  choices: ReactNode;
  results: ReactNode;
  note: ReactNode;
}

export function CatalogueLayout({ eyebrow, title, lead, choices, results, note }: CatalogueLayoutProps) {
  return (
    <Page>
      <Container>
        <Intro>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1>{title}</h1>
          <p>{lead}</p>
        </Intro>
        <Choices>{choices}</Choices>
        {results}
        {note}
      </Container>
    </Page>
  );
}
