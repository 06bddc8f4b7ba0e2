import styled from '@emotion/styled';
import type { CollectionPage, CollectionStone } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { SectionHeading } from '../../ui/section-heading';
import { Section } from '../../ui/section';

// Each card shows a different crop of the same slab, as a fabricator would cut it.
const CROPS = ['12% 30%', '40% 75%', '68% 20%', '92% 65%'];

const Grid = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.space(3) },
}));

// Phones: a compact row (swatch beside the text); from small tablets up: a tall card.
const Card = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  [theme.mq.sm]: { display: 'flex', flexDirection: 'column' },
  background: theme.colors.paper,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  boxShadow: theme.shadows.card,
  ...Object.fromEntries(CROPS.map((crop, i) => [`&:nth-of-type(${i + 1}) img`, { objectPosition: crop }])),
}));

const Thumb = styled.div(({ theme }) => ({
  position: 'relative',
  minHeight: 112,
  background: theme.colors.travertine,
  '& picture': { position: 'absolute', inset: 0 },
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  [theme.mq.sm]: { height: 150 },
  [theme.mq.lg]: { height: 176 },
}));

const Body = styled.div(({ theme }) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  padding: `${theme.space(2)} ${theme.space(2.5)}`,
  [theme.mq.sm]: { padding: `${theme.space(2.5)} ${theme.space(3)} ${theme.space(3)}` },
  '& [data-index]': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.16em', color: theme.colors.inkMuted },
}));

const Title = styled.h3(({ theme }) => ({ fontSize: theme.fontSizes.xl, lineHeight: 1.2, textWrap: 'balance' }));

const Caption = styled.p(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space(1),
  [theme.mq.sm]: { paddingTop: theme.space(1.5) },
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
}));

interface Props {
  id: string;
  section: CollectionPage['applicationsSection'];
  stone: Pick<CollectionStone, 'name' | 'applications' | 'image'>;
}

/** One card per application of the selected stone. */
export function StoneApplications({ id, section, stone }: Props) {
  const headingId = `${id}-titulo`;
  const decorative = { ...stone.image, alt: '' };
  return (
    <Section id={id} tone="sand" labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={stone.name} title={section.title} />
      <Grid>
        {stone.applications.map((application, index) => (
          <Card key={`${stone.name}-${application}`}>
            <Thumb>
              <Picture image={decorative} sizes="(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 600px) 46vw, 100vw" fit="cover" />
            </Thumb>
            <Body>
              <span data-index aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Title>{application}</Title>
              <Caption>
                <Icon name="check" size={16} strokeWidth={2} />
                {section.caption}
              </Caption>
            </Body>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
