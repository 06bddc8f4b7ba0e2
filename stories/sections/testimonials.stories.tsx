import type { Story, StoryDefault } from '@ladle/react';
import { testimonialsClosing, testimonialsHeading, testimonialsLabels } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import type { Testimonial } from '../../content/types';
import { videoControlLabels } from '../../content/video-controls';
import { Testimonials } from '../../src/sections/testimonials/testimonials';

export default { title: 'Seções / Depoimentos' } satisfies StoryDefault;

const section = (items: readonly Testimonial[]) => (
  <Testimonials
    heading={testimonialsHeading}
    testimonials={items}
    labels={testimonialsLabels}
    videoLabels={videoControlLabels}
    closing={testimonialsClosing}
  />
);

/** Three video cards that play muted while in view, each with its pause control. */
export const Padrao: Story = () => section(testimonials);
Padrao.storyName = 'Padrão';

/** A customer whose video is not published yet: poster and 'Vídeo em breve', no player. */
export const SemVideo: Story = () => {
  const [first, ...rest] = testimonials;
  const { videoSrc: _unpublished, ...withoutVideo } = first!;
  return section([withoutVideo, ...rest]);
};
SemVideo.storyName = 'Um depoimento sem vídeo';

export const Celular: Story = () => section(testimonials);
Celular.storyName = 'Celular (390 px)';
Celular.meta = { width: 'mobile' };
