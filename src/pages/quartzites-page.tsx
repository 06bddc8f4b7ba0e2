import { quartizitos } from '../../content/collections/quartizitos';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { CollectionRoute } from './collection-route';

const variant: CollectionVariant = { heroTone: 'dark', heroHeight: 'tall' };

export default function QuartzitesPage() {
  return <CollectionRoute page={quartizitos} variant={variant} />;
}
