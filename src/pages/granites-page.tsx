import { granitos } from '../../content/collections/granitos';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { CollectionRoute } from './collection-route';

const variant: CollectionVariant = { heroTone: 'dark', heroHeight: 'full' };

export default function GranitesPage() {
  return <CollectionRoute page={granitos} variant={variant} />;
}
