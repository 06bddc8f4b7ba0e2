// The visualizer reads its first room, stones and open surface once: the radios hold the choice from then on,
// and a page that renders it again with other values does not move them.
import { describe, expect, it, vi } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { visualizerContent, visualizerRooms, type VisualizerRoomSlug, type VisualizerSurfaceKey } from '../../content/visualizer';
import { visualizerLayers } from '../../content/visualizer-layers';
import { withDefaults } from '../../src/lib/visualizer-selection';
import { Visualizer, type VisualizerProps } from '../../src/sections/visualizer/visualizer';
import { renderWithProviders } from '../render';

const rooms = visualizerRooms.map((room) => ({
  slug: room.slug,
  label: room.label,
  surfaces: room.surfaces.map((surface) => ({ key: surface.key, label: surface.label, options: catalogueStones.map((stone) => ({ slug: stone.slug, name: stone.name, swatch: `/media/visualizer/swatches/${stone.slug}.webp`, verdict: 'indicada' as const, reason: '' })) })),
  pictureLabel: room.label,
  estimateHref: '/estimativa',
  budgetHref: '/#budget',
}));
const stonesWith = (room: VisualizerRoomSlug, asked: Partial<Record<VisualizerSurfaceKey, string>>) =>
  Object.fromEntries(visualizerRooms.map((r) => [r.slug, withDefaults(r, r.slug === room ? asked : {})])) as VisualizerProps['initialStones'];
const surfaces = (key: VisualizerSurfaceKey) => Object.fromEntries(visualizerRooms.map((r) => [r.slug, r.surfaces.some((s) => s.key === key) ? key : r.surfaces[0]!.key])) as VisualizerProps['initialActiveSurface'];

function props(room: VisualizerRoomSlug, asked: Partial<Record<VisualizerSurfaceKey, string>>, surface: VisualizerSurfaceKey): VisualizerProps {
  return {
    rooms,
    layers: visualizerLayers,
    stoneSlugs: catalogueStones.map((stone) => stone.slug),
    initialRoom: room,
    initialStones: stonesWith(room, asked),
    initialActiveSurface: surfaces(surface),
    labels: visualizerContent,
    announcement: '',
    onChoices: vi.fn(),
  };
}

describe('the visualizer', () => {
  it('opens on the initial room, stones and surface, and keeps the radios when rendered again with others', () => {
    const { container, rerender } = renderWithProviders(<Visualizer {...props('banheiro', { bancada: 'nero-marquina' }, 'parede')} />);
    const checked = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!.checked;
    expect(checked('ambiente-banheiro')).toBe(true);
    expect(checked('banheiro-bancada-nero-marquina')).toBe(true);
    expect(checked('banheiro-editar-parede')).toBe(true);
    rerender(<Visualizer {...props('cozinha', { bancada: 'taj-mahal' }, 'bancada')} />);
    expect(checked('ambiente-banheiro')).toBe(true);
    expect(checked('banheiro-bancada-nero-marquina')).toBe(true);
  });
});
