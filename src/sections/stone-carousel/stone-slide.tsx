import type { PointerEvent } from 'react';
import type { CarouselStone } from '../../../content/types';
import { Picture } from '../../ui/picture';
import { Category, Chips, Description, Details, ImageFrame, ListTitle, Name, Slide, Traits } from './stone-carousel.styles';

export interface SlideLabels {
  applications: string;
  characteristics: string;
}

interface Props {
  stone: CarouselStone;
  label: string;
  current: boolean;
  labels: SlideLabels;
  swipe: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
  };
}

export function StoneSlide({ stone, label, current, labels, swipe }: Props) {
  return (
    <Slide role="group" aria-roledescription="slide" aria-label={label} aria-hidden={!current} current={current}>
      <ImageFrame {...swipe}>
        <Picture image={stone.image} sizes="(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw" fit="cover" />
      </ImageFrame>
      <Details>
        <Category>{stone.category}</Category>
        <Name>{stone.name}</Name>
        <Description>{stone.description}</Description>
        <ListTitle>{labels.applications}</ListTitle>
        <Chips>
          {stone.applications.map((application) => (
            <li key={application}>{application}</li>
          ))}
        </Chips>
        <ListTitle>{labels.characteristics}</ListTitle>
        <Traits>
          {stone.characteristics.map((trait) => (
            <li key={trait}>{trait}</li>
          ))}
        </Traits>
      </Details>
    </Slide>
  );
}
