// Without JavaScript the form cannot send: the page says how to register by WhatsApp or e-mail, as the booking does.
import type { warrantyRegistrationContent } from '../../../content/warranty-registration';
import type { Company } from '../../../content/types';
import { buildWhatsAppUrl } from '../../lib/whatsapp';
import { Card } from '../visit-booking/visit-booking.styles';

interface Props {
  content: (typeof warrantyRegistrationContent)['noscript'];
  company: Company;
}

export function WarrantyNoScript({ content, company }: Props) {
  return (
    <Card>
      <h2>{content.title}</h2>
      <p>{content.text}</p>
      <p>
        <a href={buildWhatsAppUrl(company.whatsapp, content.chatText.replace('{company}', company.name))}>{content.whatsapp}</a>
      </p>
      <p>
        <a href={`mailto:${company.email}?subject=${encodeURIComponent(content.emailSubject)}`}>{content.email}</a> ({company.email})
      </p>
    </Card>
  );
}
