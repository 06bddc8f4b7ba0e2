import { collectionTemplateLabels } from '../../content/collection-labels';
import { granitos } from '../../content/collections/granitos';
import { company } from '../../content/company';
import { CollectionTemplate } from '../sections/collection/collection-template';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { usePageHead } from '../seo/use-page-head';

const variant: CollectionVariant = { heroTone: 'dark', heroHeight: 'full' };

export default function GranitesPage() {
  usePageHead({ ...granitos.seo, canonicalPath: granitos.path });
  return <CollectionTemplate page={granitos} labels={collectionTemplateLabels} whatsappNumber={company.whatsapp} variant={variant} />;
}
