import { CARE_PATH, WARRANTY_PATH, WARRANTY_REGISTER_PATH } from '../../content/care-paths';
import { warrantyRegistrationLinks } from '../../content/warranty-links';
import { company } from '../../content/company';
import { warrantyContent } from '../../content/warranty';
import { buildWhatsAppUrl } from '../lib/whatsapp';
import { Warranty } from '../sections/warranty/warranty';
import { usePageHead } from '../seo/use-page-head';

const whatsappHref = buildWhatsAppUrl(company.whatsapp, warrantyContent.claimMessage.replace('{company}', company.name));

export default function WarrantyPage() {
  usePageHead({ ...warrantyContent.seo, canonicalPath: WARRANTY_PATH });
  return <Warranty content={warrantyContent} company={company} whatsappHref={whatsappHref} careHref={CARE_PATH} register={{ href: WARRANTY_REGISTER_PATH, text: warrantyRegistrationLinks.fromWarranty }} />;
}
