// Home page, below the fold: the stone carousel with its content (a chunk of its own, see home-page.tsx).
import { carouselHeading, carouselLabels } from '../../../content/home';
import { carouselStones } from '../../../content/stones';
import { StoneCarousel } from '../../sections/stone-carousel/stone-carousel';

export default function StoneCarouselSection() {
  return <StoneCarousel heading={carouselHeading} stones={carouselStones} labels={carouselLabels} />;
}
