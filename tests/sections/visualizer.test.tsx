// The visualizer reads its first room, stones and open surface once: the radios hold the choice from then on,
// and a page that renders it again with other values does not move them.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { visualizerContent, visualizerRooms, type VisualizerRoomSlug, type VisualizerSurfaceKey } from '../../content/visualizer';
import { visualizerLayers } from '../../content/visualizer-layers';
import { withDefaults } from '../../src/lib/visualizer-selection';
import { Visualizer, type VisualizerProps } from '../../src/sections/visualizer/visualizer';
import { AppThemeProvider } from '../../src/theme/app-theme-provider';
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

describe('the visualizer taking over its prerendered page', () => {
  // Each room's picture and choices hydrate on their own, after the script has run: by then it has painted the
  // address's stones and shown their fit notes in parts React has not hydrated yet. React must adopt them as they
  // are (a development build says so when an attribute differs from what it rendered).
  it('adopts each room as the script left it: each surface\'s stone painted, its note shown, nothing reported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React's act outside Testing Library's render, which sets this for its own.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const tree = (
      <AppThemeProvider>
        <MemoryRouter>
          <Visualizer {...props('banheiro', { bancada: 'nero-marquina' }, 'bancada')} />
        </MemoryRouter>
      </AppThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    // The script's marks, in every room (the kitchen's part among them, hydrated after them).
    expect(container.querySelector('[data-room-picture="banheiro"] [data-surface="bancada"]')!.getAttribute('style')).toMatch(/^--slab-banheiro-bancada: image-set\(url\("\/media\/visualizer\/banheiro\/bancada\/nero-marquina\.avif"\)/);
    expect(container.querySelector('[data-room-picture="cozinha"] [data-surface="bancada"]')!.getAttribute('style')).toMatch(/^--slab-cozinha-bancada: /);
    expect(container.querySelector('#banheiro-bancada-nero-marquina-fit')!.hasAttribute('data-shown')).toBe(true);
    expect(container.querySelector<HTMLInputElement>('#banheiro-bancada-nero-marquina')!.checked).toBe(true);
    expect(reported.mock.calls.map((call) => String(call[0]))).toEqual([]);
    act(() => root.unmount());
    container.remove();
    reported.mockRestore();
    vi.unstubAllGlobals();
  });
});
