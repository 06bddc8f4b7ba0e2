// Home page, below the fold: the brand section with its content (a chunk of its own, see home-page.tsx).
import { brand } from '../../../content/brand';
import { comparisonLabels } from '../../../content/brand-comparison';
import { videoControlLabels } from '../../../content/video-controls';
import { Brand } from '../../sections/brand/brand';

export default function BrandSection() {
  return <Brand content={brand} comparisonLabels={comparisonLabels} videoLabels={videoControlLabels} />;
}
