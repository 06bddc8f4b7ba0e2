import styled from '@emotion/styled';
import type { CollectionPage, CollectionStone } from '../../../content/types';
import { buildWhatsAppUrl } from '../../lib/whatsapp';
import { Link } from 'react-router-dom';
import { visitLinks } from '../../../content/visit-links';
import { estimateHref } from '../../lib/estimate-link';
import { visitHref } from '../../lib/visit-booking-query';
import { BudgetLink } from '../../ui/budget-link';
import { ButtonLink } from '../../ui/button';
import { Eyebrow } from '../../ui/eyebrow';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { Section } from '../../ui/section';
import { VisuallyHidden } from '../../ui/visually-hidden';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  alignItems: 'center',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: theme.space(10) },
}));

const Copy = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2.5), maxWidth: 640 }));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance' }));

const Text = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.lg, color: theme.colors.onDarkMuted, textWrap: 'pretty' }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1.5),
  marginTop: theme.space(1.5),
  '& > a': { flex: '1 1 240px', [theme.mq.sm]: { flex: '0 1 auto' } },
}));

// The chat link is the quieter of the two actions: an outline on the dark block.
const ChatLink = styled(ButtonLink)(({ theme }) => ({
  background: 'transparent',
  color: theme.colors.onDark,
  borderColor: `color-mix(in srgb, ${theme.colors.onDark} 55%, transparent)`,
  '&:hover:not(:disabled)': { background: theme.colors.onDark, color: theme.colors.graphite, borderColor: theme.colors.onDark },
}));

const Slab = styled.figure(({ theme }) => ({
  margin: 0,
  position: 'relative',
  order: -1,
  '& picture': { display: 'block' },
  '& img': {
    width: '100%',
    height: 'clamp(200px, 50vw, 320px)',
    objectFit: 'cover',
    borderRadius: theme.radii.lg,
    [theme.mq.lg]: { height: 440 },
  },
  figcaption: {
    marginTop: theme.space(1.5),
    fontSize: theme.fontSizes.xs,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: theme.colors.onDarkMuted,
  },
  [theme.mq.lg]: { order: 0 },
}));

// The price question, answered with this stone already chosen (/estimativa?pedras=slug).
const EstimateLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: theme.space(2),
  color: theme.colors.onDark,
  fontWeight: 700,
  textUnderlineOffset: 4,
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusOnDark}`, outlineOffset: 2 },
}));

interface Props {
  id: string;
  cta: CollectionPage['cta'];
  stone: Pick<CollectionStone, 'name' | 'image' | 'subtitle'>;
  whatsappNumber: string;
  /** Slug of the stone whose page this is: the budget form is asked about it. */
  budgetStone?: string;
  labels: { selectedStone: string; newTab: string; estimate?: string };
}

/** Closing call to action: the budget form, or a chat about the stone on screen. */
export function CollectionCta({ id, cta, stone, whatsappNumber, budgetStone, labels }: Props) {
  const headingId = `${id}-titulo`;
  return (
    <Section id={id} tone="dark" labelledBy={headingId}>
      <Layout>
        <Copy>
          <Eyebrow>
            {labels.selectedStone}: {stone.name}
          </Eyebrow>
          <Title id={headingId}>{cta.title}</Title>
          <Text>{cta.text}</Text>
          <Actions>
            <BudgetLink variant="onDark" size="lg" stone={budgetStone}>
              {cta.primaryLabel}
            </BudgetLink>
            <ChatLink
              variant="secondary"
              size="lg"
              href={buildWhatsAppUrl(whatsappNumber, cta.secondaryMessage(stone.name))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {cta.secondaryLabel}
              <Icon name="external" size={18} />
              <VisuallyHidden>{labels.newTab}</VisuallyHidden>
            </ChatLink>
          </Actions>
          {budgetStone && labels.estimate ? <EstimateLink to={estimateHref(budgetStone)}>{labels.estimate}</EstimateLink> : null}
          {budgetStone ? <EstimateLink to={visitHref({ kind: 'showroom', stones: [budgetStone] })}>{visitLinks.stone}</EstimateLink> : null}
        </Copy>
        <Slab>
          <Picture image={stone.image} sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 100vw" />
          <figcaption>
            {stone.name} · {stone.subtitle}
          </figcaption>
        </Slab>
      </Layout>
    </Section>
  );
}
