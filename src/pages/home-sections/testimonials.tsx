// Home page, below the fold: the testimonials with their content (a chunk of its own, see home-page.tsx).
import { testimonialsClosing, testimonialsHeading, testimonialsLabels } from '../../../content/home';
import { testimonials } from '../../../content/testimonials';
import { videoControlLabels } from '../../../content/video-controls';
import { Testimonials } from '../../sections/testimonials/testimonials';

export default function TestimonialsSection() {
  return (
    <Testimonials
      heading={testimonialsHeading}
      testimonials={testimonials}
      labels={testimonialsLabels}
      videoLabels={videoControlLabels}
      closing={testimonialsClosing}
    />
  );
}
