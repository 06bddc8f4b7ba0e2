import { collectionTemplateLabels } from '../../content/collection-labels';
import { sinterizados } from '../../content/collections/sinterizados';
import { company } from '../../content/company';
import { CollectionTemplate } from '../sections/collection/collection-template';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { usePageHead } from '../seo/use-page-head';

const variant: CollectionVariant = { heroTone: 'light', heroHeight: 'full' };

export default function DolomiticPage() {
  usePageHead({ ...sinterizados.seo, canonicalPath: sinterizados.path });
  return <CollectionTemplate page={sinterizados} labels={collectionTemplateLabels} whatsappNumber={company.whatsapp} variant={variant} />;
}
