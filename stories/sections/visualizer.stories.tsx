import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { catalogueStones } from '../../content/catalogue';
import { findStoneUse } from '../../content/stone-uses';
import { visualizerContent, visualizerRooms, type VisualizerRoomSlug, type VisualizerSurfaceKey } from '../../content/visualizer';
import { visualizerLayers } from '../../content/visualizer-layers';
import { visualizerLinks } from '../../content/visualizer-links';
import { fillReason, tierFor } from '../../src/lib/stone-fit';
import { budgetHrefFor, estimateHref, withDefaults } from '../../src/lib/visualizer-selection';
import { pictureLabel } from '../../src/pages/visualizer-page';
import { SeeInRoomLink } from '../../src/sections/visualizer/see-in-room-link';
import { Visualizer } from '../../src/sections/visualizer/visualizer';
import { Section } from '../../src/ui/section';

export default { title: 'Seções / Visualizador' } satisfies StoryDefault;

type Stones = Record<VisualizerRoomSlug, Partial<Record<VisualizerSurfaceKey, string>>>;

// The catalogue's longest names first, so a story can put them on every surface.
const longest = [...catalogueStones].sort((a, b) => b.name.length - a.name.length).map((stone) => stone.slug);
const choices = Object.fromEntries(
  visualizerRooms.map((room) => [
    room.slug,
    room.surfaces.map((surface) => {
      const use = findStoneUse(surface.use)!;
      return {
        key: surface.key,
        label: surface.label,
        options: catalogueStones.map((stone) => {
          const tier = tierFor(use, stone.figures);
          return { slug: stone.slug, name: stone.name, swatch: `/media/visualizer/swatches/${stone.slug}.webp`, verdict: tier.verdict, reason: fillReason(tier.reason, stone.technical) };
        }),
      };
    }),
  ]),
);

/** The section with state of its own, opened on `room` with `stones` on its surfaces. */
function Live({ room: first, stones: asked = {} }: { room: VisualizerRoomSlug; stones?: Partial<Record<VisualizerSurfaceKey, string>> }) {
  const [initial] = useState<Stones>(() => Object.fromEntries(visualizerRooms.map((r) => [r.slug, withDefaults(r, r.slug === first ? asked : {})])) as Stones);
  const [active] = useState(() => Object.fromEntries(visualizerRooms.map((r) => [r.slug, r.surfaces[0]!.key])) as Record<VisualizerRoomSlug, VisualizerSurfaceKey>);
  const [stones, setStones] = useState<Stones>(initial);
  const [said, setSaid] = useState('');
  const views = visualizerRooms.map((r) => ({
    slug: r.slug,
    label: r.label,
    surfaces: choices[r.slug]!,
    pictureLabel: pictureLabel(r, stones[r.slug]),
    estimateHref: estimateHref({ room: r, stones: stones[r.slug] }),
    budgetHref: budgetHrefFor({ room: r, stones: stones[r.slug] }),
  }));
  return (
    <Section>
      <Visualizer
        rooms={views}
        layers={visualizerLayers}
        stoneSlugs={catalogueStones.map((s) => s.slug)}
        initialRoom={first}
        initialStones={initial}
        initialActiveSurface={active}
        labels={visualizerContent}
        announcement={said}
        onChoices={(choices, change) => {
          setStones(choices.stones);
          if (change?.kind === 'stone') setSaid(`${change.surface}: ${change.slug}`);
        }}
      />
    </Section>
  );
}

/** The kitchen with its default stones: counter, island and backsplash. */
export const Cozinha: Story = () => <Live room="cozinha" />;

export const Banheiro: Story = () => <Live room="banheiro" />;

export const AreaGourmet: Story = () => <Live room="area-gourmet" />;
AreaGourmet.storyName = 'Área gourmet';

export const Sala: Story = () => <Live room="sala" />;

/** Carrara on a kitchen counter: offered, marked "Pouco indicada", the reason under the swatches. */
export const PoucoIndicada: Story = () => <Live room="cozinha" stones={{ bancada: 'carrara', ilha: 'nero-marquina', parede: 'calacatta-oro' }} />;
PoucoIndicada.storyName = 'Pedra pouco indicada';

export const NomesMaisLongos: Story = () => <Live room="cozinha" stones={{ bancada: longest[0], ilha: longest[1], parede: longest[2] }} />;
NomesMaisLongos.storyName = 'Nomes mais longos';

const Phone = styled.div({ maxWidth: 360, margin: '0 auto' });
export const Celular360: Story = () => (
  <Phone>
    <Live room="cozinha" stones={{ bancada: 'nero-marquina', ilha: 'blue-star', parede: 'taj-mahal' }} />
  </Phone>
);
Celular360.storyName = 'Celular (360 px)';
Celular360.meta = { width: 'mobile' };

/** The link on cards, stone pages and the comparison, on light and dark grounds. */
export const LinkVerNoAmbiente: Story = () => (
  <Section>
    <SeeInRoomLink href="/visualizar?ambiente=cozinha&bancada=taj-mahal" label="Ver Taj Mahal no ambiente">
      {visualizerLinks.seeInRoom}
    </SeeInRoomLink>
  </Section>
);
LinkVerNoAmbiente.storyName = 'Link "Ver no ambiente"';
