import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { brand } from '../../content/brand';
import { event, videoFallback } from '../../content/event';
import { videoControlLabels } from '../../content/video-controls';
import { Section } from '../../src/ui/section';
import { Video } from '../../src/ui/video';

export default { title: 'Primitivos / Vídeo' } satisfies StoryDefault;

const { video } = brand.defaultPanel;

const Frame = styled.div({ maxWidth: 480 });

/** Loops muted while in view; with reduced motion it waits for the visitor behind a large play button. */
export const ReproducaoAutomatica: Story = () => (
  <Section tone="dark">
    <Frame>
      <Video src={video.src} poster={video.poster} ratio={5 / 6} label={brand.defaultPanel.title} labels={videoControlLabels}>
        {videoFallback}
      </Video>
    </Frame>
  </Section>
);
ReproducaoAutomatica.storyName = 'Reprodução automática';

/** While it plays muted, a control offers the sound (the testimonial cards). */
export const ComOfertaDeSom: Story = () => (
  <Section tone="dark">
    <Frame>
      <Video src={video.src} poster={video.poster} ratio={4 / 5} label={brand.defaultPanel.title} labels={videoControlLabels} offerSound>
        {videoFallback}
      </Video>
    </Frame>
  </Section>
);
ComOfertaDeSom.storyName = 'Com oferta de som';

/** Started by the visitor, with the browser's own controls (the event page). */
export const ControlesNativos: Story = () => (
  <Section>
    <Video
      src={video.src}
      poster={video.poster}
      ratio={16 / 9}
      label={event.title}
      labels={videoControlLabels}
      autoPlay={false}
      controls
      preload="metadata"
    >
      {videoFallback}
    </Video>
  </Section>
);
ControlesNativos.storyName = 'Controles nativos';
