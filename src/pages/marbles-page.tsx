import { collectionTemplateLabels } from '../../content/collection-labels';
import { marmores } from '../../content/collections/marmores';
import { company } from '../../content/company';
import { CollectionTemplate } from '../sections/collection/collection-template';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { usePageHead } from '../seo/use-page-head';

const variant: CollectionVariant = { heroTone: 'dark', heroHeight: 'tall' };

export default function MarblesPage() {
  usePageHead({ ...marmores.seo, canonicalPath: marmores.path });
  return <CollectionTemplate page={marmores} labels={collectionTemplateLabels} whatsappNumber={company.whatsapp} variant={variant} />;
}
