import { useId } from 'react';
import type { Testimonial } from '../../../content/types';
import type { VideoControlLabels } from '../../../content/video-controls';
import { Video } from '../../ui/video';
import { Author, Body, Card, CategoryTag, Description, Figure, Media, Quote, Soon, Title } from './testimonials.styles';

export interface TestimonialLabels {
  /** Shown in place of a video that is not published yet. */
  videoSoon: string;
  /** Accessible name of a video; '{author}' is replaced by the customer's name. */
  videoOf: string;
}

interface Props {
  testimonial: Testimonial;
  labels: TestimonialLabels;
  videoLabels: VideoControlLabels;
}

/** Portrait video on top, the customer's words below. The reel link stays data: it is not rendered. */
export function TestimonialCard({ testimonial, labels, videoLabels }: Props) {
  const titleId = useId();
  const { title, description, videoSrc, thumbnail, quote, author, category } = testimonial;

  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <CategoryTag>{category}</CategoryTag>
        {videoSrc ? (
          <Video
            src={videoSrc}
            poster={thumbnail}
            ratio={4 / 5}
            label={labels.videoOf.replace('{author}', author)}
            labels={videoLabels}
            offerSound
          />
        ) : (
          <Soon>
            <img src={thumbnail} alt="" width={400} height={500} loading="lazy" decoding="async" />
            <p>{labels.videoSoon}</p>
          </Soon>
        )}
      </Media>
      <Body>
        <Title id={titleId}>{title}</Title>
        {quote && (
          <Figure>
            <Quote>
              <p>{`“${quote}”`}</p>
            </Quote>
            <figcaption>
              <Author>{author}</Author>
            </figcaption>
          </Figure>
        )}
        {!quote && <Author>{author}</Author>}
        <Description>{description}</Description>
      </Body>
    </Card>
  );
}
