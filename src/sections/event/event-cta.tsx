import styled from '@emotion/styled';
import type { EventContent } from '../../../content/types';
import { buildWhatsAppUrl } from '../../lib/whatsapp';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Section } from '../../ui/section';
import { VisuallyHidden } from '../../ui/visually-hidden';

const Wrap = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'end', gap: theme.space(10) },
}));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance', marginBottom: theme.space(2) }));
const Text = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.lg, color: theme.colors.onDarkMuted, textWrap: 'pretty', maxWidth: 620 }));
const Action = styled.div(({ theme }) => ({ [theme.mq.lg]: { justifySelf: 'end' } }));

interface Props {
  cta: EventContent['cta'];
  whatsappNumber: string;
  newTabHint: string;
}

/** Invitation to the next edition: a WhatsApp chat with the request already written. */
export function EventCta({ cta, whatsappNumber, newTabHint }: Props) {
  return (
    <Section id="proximos-eventos" tone="dark" labelledBy="evento-cta-titulo">
      <Wrap>
        <div>
          <Title id="evento-cta-titulo">{cta.title}</Title>
          <Text>{cta.text}</Text>
        </div>
        <Action>
          <ButtonLink
            variant="whatsapp"
            size="lg"
            href={buildWhatsAppUrl(whatsappNumber, cta.message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {cta.label}
            <Icon name="external" size={18} />
            <VisuallyHidden>{newTabHint}</VisuallyHidden>
          </ButtonLink>
        </Action>
      </Wrap>
    </Section>
  );
}
