// The visualizer's state is its address: /visualizar?ambiente=cozinha&bancada=taj-mahal&parede=carrara.
// Reading it back, writing it, and the addresses it leads to (the estimate, the budget form).
import type { VisualizerRoom, VisualizerSurfaceKey } from '../../content/visualizer';
import { BUDGET_HASH, BUDGET_STONES_PARAM } from './budget-anchor';

export interface VisualizerSelection {
  room: VisualizerRoom;
  /** Every surface of the room with its stone slug. */
  stones: Partial<Record<VisualizerSurfaceKey, string>>;
}

export const ROOM_PARAM = 'ambiente';
export const VISUALIZER_PATH = '/visualizar';
export const ESTIMATE_PATH = '/estimativa';

/** The selection an address asks for: unknown rooms and stones fall back to the room's defaults. */
export function selectionFromSearch(search: string, rooms: readonly VisualizerRoom[], isStone: (slug: string) => boolean): VisualizerSelection {
  const params = new URLSearchParams(search);
  const room = rooms.find((r) => r.slug === params.get(ROOM_PARAM)) ?? rooms[0]!;
  const asked: Partial<Record<VisualizerSurfaceKey, string>> = {};
  for (const surface of room.surfaces) {
    const slug = params.get(surface.key);
    if (slug && isStone(slug)) asked[surface.key] = slug;
  }
  return { room, stones: withDefaults(room, asked) };
}

/** The room's stones, each surface the visitor left alone at its default. */
export function withDefaults(room: VisualizerRoom, stones: Partial<Record<VisualizerSurfaceKey, string>>): Partial<Record<VisualizerSurfaceKey, string>> {
  return Object.fromEntries(room.surfaces.map((s) => [s.key, stones[s.key] ?? s.defaultStone]));
}

/** The address of a selection: the room, then each surface in the room's order. */
export function visualizerHref(room: VisualizerRoom, stones: Partial<Record<VisualizerSurfaceKey, string>>): string {
  const params = new URLSearchParams({ [ROOM_PARAM]: room.slug });
  for (const surface of room.surfaces) {
    const stone = stones[surface.key];
    if (stone) params.set(surface.key, stone);
  }
  return `${VISUALIZER_PATH}?${params}`;
}

/** The selection's stones, each once, in the room's order of surfaces. */
export function chosenStones(selection: VisualizerSelection): string[] {
  return [...new Set(selection.room.surfaces.flatMap((s) => selection.stones[s.key] ?? []))];
}

/** "Estimar este ambiente": the estimate with the room and its stones. */
export function estimateHref(selection: VisualizerSelection): string {
  const params = new URLSearchParams();
  if (selection.room.estimateRoom) params.set(ROOM_PARAM, selection.room.estimateRoom);
  const stones = chosenStones(selection).join(',');
  return `${ESTIMATE_PATH}?${params.toString() ? `${params}&` : ''}pedras=${stones}`;
}

/** "Pedir orçamento com estas pedras": the budget form asking about the stones (the list form, even for one), and the room. */
export function budgetHrefFor(selection: VisualizerSelection): string {
  const stones = chosenStones(selection).map(encodeURIComponent).join(',');
  return `/?${BUDGET_STONES_PARAM}=${stones}&${ROOM_PARAM}=${selection.room.environmentType}${BUDGET_HASH}`;
}
