import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { hero } from '../../content/home';
import { colors } from '../../src/theme/tokens';
import { Picture } from '../../src/ui/picture';
import { PlateFade } from '../../src/ui/plate-fade';

export default { title: 'Primitivos / Transição de placa' } satisfies StoryDefault;

// A text plate beside (or under) a photo, as the collection pages' first screen lays them out.
const Stage = styled.div<{ vertical: boolean }>(({ theme, vertical }) => ({
  display: 'grid',
  gridTemplateColumns: vertical ? '1fr' : 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateRows: vertical ? '220px auto' : 'auto',
  maxWidth: 900,
  margin: theme.space(4),
  '& > .photo': { position: 'relative', zIndex: 0, minHeight: 220, overflow: 'hidden', order: vertical ? 0 : 1 },
  '& > .photo img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Plate = styled.div(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  padding: theme.space(4),
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xl,
}));

/** From 1024 px the plate fades into the photo on its right. */
export const Direita: Story = () => (
  <Stage vertical={false} data-theme="dark">
    <Plate>
      {hero.eyebrow}
      <PlateFade color={colors.graphite} edge="right" aria-hidden="true" />
    </Plate>
    <div className="photo">
      <Picture image={hero.image} sizes="450px" />
    </div>
  </Stage>
);
Direita.storyName = 'À direita (desktop)';
Direita.meta = { width: 'desktop' };

/** Below 1024 px the plate sits under the photo and fades upwards into it. */
export const Acima: Story = () => (
  <Stage vertical data-theme="dark">
    <div className="photo">
      <Picture image={hero.image} sizes="390px" />
    </div>
    <Plate>
      {hero.eyebrow}
      <PlateFade color={colors.graphite} edge="top" aria-hidden="true" />
    </Plate>
  </Stage>
);
Acima.storyName = 'Acima (celular)';
Acima.meta = { width: 'mobile' };
