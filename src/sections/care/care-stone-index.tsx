// Every stone's own guide, collection by collection: the stone's swatch, its name, its absorption and how it is
// sealed, each a link to its care page.
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { CareGuideContent } from '../../../content/care-guide';
import type { ImageRef } from '../../../content/types';
import { Eyebrow } from '../../ui/eyebrow';
import { Picture } from '../../ui/picture';

export interface CareStoneCard {
  name: string;
  path: string;
  image: ImageRef;
  /** 'Absorção 0,20% · impermeabilize a cada 6 a 12 meses', as the stone's page head says it. */
  line: string;
}

export interface CareStoneGroup {
  title: string;
  stones: readonly CareStoneCard[];
}

const Wrap = styled.section(({ theme }) => ({
  paddingTop: theme.space(6),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  '& > h2': { fontSize: theme.fontSizes.h2, lineHeight: 1.1 },
  '& > p': { marginTop: theme.space(2), maxWidth: '40rem', color: theme.colors.inkMuted, lineHeight: 1.6 },
  '@media print': { display: 'none' },
}));

const Group = styled.div(({ theme }) => ({ marginTop: theme.space(5), '& h3': { fontSize: theme.fontSizes.xl, marginBottom: theme.space(2) } }));

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
}));

const Card = styled(Link)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr',
  gap: theme.space(2),
  alignItems: 'center',
  padding: theme.space(1.5),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  textDecoration: 'none',
  transition: `box-shadow ${theme.durations.fast}ms ${theme.easing.out}, border-color ${theme.durations.fast}ms`,
  '& picture': { borderRadius: theme.radii.sm, overflow: 'hidden', aspectRatio: '1', display: 'block' },
  '& strong': { display: 'block', fontFamily: theme.fonts.display, fontWeight: 500, fontSize: theme.fontSizes.lg },
  '& span': { display: 'block', marginTop: 2, fontSize: theme.fontSizes.xs, color: theme.colors.inkMuted, lineHeight: 1.45 },
  '&:hover': { borderColor: theme.colors.bronze, boxShadow: theme.shadows.card },
}));

interface Props {
  content: CareGuideContent['stones'];
  groups: readonly CareStoneGroup[];
}

export function CareStoneIndex({ content, groups }: Props) {
  return (
    <Wrap aria-labelledby="cuidados-pedras">
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <h2 id="cuidados-pedras">{content.title}</h2>
      <p>{content.lead}</p>
      {groups.map((group) => (
        <Group key={group.title}>
          <h3>{group.title}</h3>
          <Grid>
            {group.stones.map((stone) => (
              <li key={stone.path}>
                <Card to={stone.path}>
                  <Picture image={{ ...stone.image, alt: '' }} sizes="88px" widths={[480]} fit="cover" />
                  <div>
                    <strong>{stone.name}</strong>
                    <span>{stone.line}</span>
                  </div>
                </Card>
              </li>
            ))}
          </Grid>
        </Group>
      ))}
    </Wrap>
  );
}
