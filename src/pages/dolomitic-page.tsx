import { sinterizados } from '../../content/collections/sinterizados';
import type { CollectionVariant } from '../sections/collection/collection-variant';
import { CollectionRoute } from './collection-route';

const variant: CollectionVariant = { heroTone: 'light', heroHeight: 'full' };

export default function DolomiticPage() {
  return <CollectionRoute page={sinterizados} variant={variant} />;
}
