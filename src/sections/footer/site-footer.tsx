import type { Company } from '../../../content/types';
import type { FooterContent } from '../../../content/layout';

export function SiteFooter({ company, content }: { company: Company; content: FooterContent }) {
  return <footer>{company.name} {content.rights}</footer>;
}
