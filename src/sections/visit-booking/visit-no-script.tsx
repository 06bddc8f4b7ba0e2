// Without JavaScript no free time can be shown: the page says how to book by WhatsApp or phone, and when.
import styled from '@emotion/styled';
import type { VisitBookingContent } from '../../../content/visit-booking';
import type { Company } from '../../../content/types';
import { formatPhone } from '../../lib/phone-mask';
import { buildWhatsAppUrl } from '../../lib/whatsapp';
import { Card } from './visit-booking.styles';

const Box = styled(Card)(({ theme }) => ({
  maxWidth: '40rem',
  display: 'grid',
  gap: theme.space(2),
  '& h2': { fontSize: theme.fontSizes.h3 },
  '& dl': { margin: 0, display: 'grid', gap: theme.space(1.5) },
  '& dt': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.16em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  '& dd': { margin: 0, fontSize: theme.fontSizes.lg },
  '& a': { fontWeight: 700, textUnderlineOffset: 3 },
}));

interface Props {
  content: VisitBookingContent['noscript'];
  company: Company;
}

export function VisitNoScript({ content, company }: Props) {
  return (
    <Box>
      <h2>{content.title}</h2>
      <p>{content.text}</p>
      <dl>
        <div>
          <dt>{content.whatsapp}</dt>
          <dd>
            <a href={buildWhatsAppUrl(company.whatsapp, content.chatText)}>{formatPhone(company.whatsapp.replace(/^55/, ''))}</a>
          </dd>
        </div>
        <div>
          <dt>{content.phone}</dt>
          <dd>
            <a href={`tel:${company.phoneE164}`}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{content.hours}</dt>
          <dd>{company.hours.label}</dd>
        </div>
      </dl>
    </Box>
  );
}
