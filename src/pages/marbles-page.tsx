import { marmores } from '../../content/collections/marmores';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { CollectionRoute } from './collection-route';

const variant: CollectionVariant = { heroTone: 'dark', heroHeight: 'tall' };

export default function MarblesPage() {
  return <CollectionRoute page={marmores} variant={variant} />;
}
