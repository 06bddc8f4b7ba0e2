import type { Story, StoryDefault } from '@ladle/react';
import { carouselHeading, carouselLabels } from '../../content/home';
import { carouselStones } from '../../content/stones';
import { StoneCarousel } from '../../src/sections/stone-carousel/stone-carousel';

interface Props {
  initialIndex: number;
}

export default {
  title: 'Seções / Carrossel de pedras',
  args: { initialIndex: 0 },
  argTypes: { initialIndex: { control: { type: 'range', min: 0, max: carouselStones.length - 1, step: 1 } } },
} satisfies StoryDefault<Props>;

const carouselOn = (index: number) => {
  const OnStone: Story = () => (
    <StoneCarousel heading={carouselHeading} stones={carouselStones} labels={carouselLabels} initialIndex={index} />
  );
  return OnStone;
};

/** Starts on the chosen stone; the arrows wrap around, the dots jump, a swipe works on touch screens. */
export const Interativo: Story<Props> = ({ initialIndex }) => (
  <StoneCarousel key={initialIndex} heading={carouselHeading} stones={carouselStones} labels={carouselLabels} initialIndex={initialIndex} />
);

export const TajMahal = carouselOn(0);
export const MichelangeloCalacatta = carouselOn(1);
export const AntarticWhite = carouselOn(2);
export const IjenBlue = carouselOn(3);
