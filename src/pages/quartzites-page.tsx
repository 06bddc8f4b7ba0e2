import { collectionTemplateLabels } from '../../content/collection-labels';
import { quartizitos } from '../../content/collections/quartizitos';
import { company } from '../../content/company';
import { CollectionTemplate } from '../sections/collection/collection-template';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { usePageHead } from '../seo/use-page-head';

const variant: CollectionVariant = { heroTone: 'dark', heroHeight: 'tall' };

export default function QuartzitesPage() {
  usePageHead({ ...quartizitos.seo, canonicalPath: quartizitos.path });
  return <CollectionTemplate page={quartizitos} labels={collectionTemplateLabels} whatsappNumber={company.whatsapp} variant={variant} />;
}
