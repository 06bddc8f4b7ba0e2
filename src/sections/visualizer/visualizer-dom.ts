// The visualizer's radios are its state, before the script runs and after: the page reads them, it never
// renders their checked state again. A change of stone is drawn by setting one custom property on the surface
// it dresses, in the input's own task; React hears of the change only after the frame that shows it (the
// picture's label, the links, the polite announcement, the address).
import type { VisualizerRoomSlug, VisualizerSurfaceKey } from '../../../content/visualizer';
import { slabImage, slabVariable } from './room-picture';

export type RoomStones = Partial<Record<VisualizerSurfaceKey, string>>;

export interface VisualizerChoices {
  room: VisualizerRoomSlug;
  stones: Record<VisualizerRoomSlug, RoomStones>;
  activeSurface: Record<VisualizerRoomSlug, VisualizerSurfaceKey>;
}

/** The rooms and their surfaces, as the visualizer renders them. */
export type RoomsShape = readonly { slug: VisualizerRoomSlug; surfaces: readonly { key: VisualizerSurfaceKey }[] }[];

/** What a visitor's change of radio was. */
export type RadioChange =
  | { kind: 'room'; room: VisualizerRoomSlug }
  | { kind: 'surface'; room: VisualizerRoomSlug; surface: VisualizerSurfaceKey }
  | { kind: 'stone'; room: VisualizerRoomSlug; surface: VisualizerSurfaceKey; slug: string };

/** A change told to the page; 'early': some radio changed before the script ran. */
export type VisualizerChange = RadioChange | { kind: 'early' };

const checkedIn = (scope: ParentNode, name: string) => scope.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value;
const roomPanel = (root: ParentNode, room: string) => root.querySelector<HTMLFormElement>(`[data-room-panel="${room}"]`);

/** The room, each surface's stone and each room's open surface, as the radios hold them. */
export function readChoices(root: ParentNode, rooms: RoomsShape, fallback: VisualizerChoices): VisualizerChoices {
  const rows = root.querySelector('[data-rooms]');
  const room = (rows && (checkedIn(rows, 'ambiente') as VisualizerRoomSlug | undefined)) || fallback.room;
  const stones = { ...fallback.stones };
  const activeSurface = { ...fallback.activeSurface };
  for (const r of rooms) {
    const panel = roomPanel(root, r.slug);
    if (!panel) continue;
    const chosen: RoomStones = {};
    for (const { key } of r.surfaces) {
      const slug = checkedIn(panel, key) ?? fallback.stones[r.slug]?.[key];
      if (slug) chosen[key] = slug;
    }
    stones[r.slug] = chosen;
    const open = checkedIn(panel, 'editar') as VisualizerSurfaceKey | undefined;
    if (open) activeSurface[r.slug] = open;
  }
  return { room, stones, activeSurface };
}

/** Checks a room's radio (the address's room, applied once the page runs). */
export function checkRoom(root: ParentNode, room: VisualizerRoomSlug): void {
  const chip = root.querySelector<HTMLInputElement>(`[data-rooms] input[name="ambiente"][value="${room}"]`);
  if (chip) chip.checked = true;
}

/** Checks the radios of a room's stones (the address's, applied once the page runs). */
export function checkStones(root: ParentNode, room: VisualizerRoomSlug, stones: RoomStones): void {
  const panel = roomPanel(root, room);
  if (!panel) return;
  for (const [surface, slug] of Object.entries(stones)) {
    const input = panel.querySelector<HTMLInputElement>(`input[type="radio"][name="${surface}"][value="${slug}"]`);
    if (input) input.checked = true;
  }
}

/** Draws a stone on a surface: the surface's own custom property, so only its layer is styled again. */
export function paintSlab(root: ParentNode, room: string, surface: string, slug: string): void {
  const layer = root.querySelector<HTMLElement>(`[data-room-picture="${room}"] [data-surface="${surface}"]`);
  const value = slabImage(room, surface, slug);
  const name = slabVariable(room, surface);
  if (layer && layer.style.getPropertyValue(name) !== value) layer.style.setProperty(name, value);
}

/** Every room's surfaces drawn with their checked stones. */
export function paintSlabs(root: ParentNode, stones: VisualizerChoices['stones']): void {
  for (const [room, surfaces] of Object.entries(stones)) for (const [surface, slug] of Object.entries(surfaces)) if (slug) paintSlab(root, room, surface, slug);
}

/** Shows the fit note of a checked stone under its row (once the script runs; before, the stylesheet does). */
export function showFitNote(input: HTMLInputElement): void {
  const notes = input.closest('[data-swatch-row]')?.parentElement?.querySelector(':scope > [data-fit-notes]');
  if (!notes) return;
  for (const note of notes.querySelectorAll('[data-shown]')) if (note.getAttribute('data-fit-note') !== input.value) note.removeAttribute('data-shown');
  notes.querySelector(`[data-fit-note="${input.value}"]`)?.setAttribute('data-shown', '');
}

/** What a radio's change means, from where the radio is (undefined for anything else that changed). */
export function changeOf(target: EventTarget | null): RadioChange | undefined {
  if (!(target instanceof HTMLInputElement) || target.type !== 'radio') return undefined;
  if (target.closest('[data-rooms]')) return { kind: 'room', room: target.value as VisualizerRoomSlug };
  const room = target.closest<HTMLElement>('[data-room-panel]')?.dataset.roomPanel as VisualizerRoomSlug | undefined;
  if (!room) return undefined;
  if (target.name === 'editar') return { kind: 'surface', room, surface: target.value as VisualizerSurfaceKey };
  return { kind: 'stone', room, surface: target.name as VisualizerSurfaceKey, slug: target.value };
}

/** Scrolls a sideways row (when shown and scrolling) so its checked swatch is wholly in view, at the row's start (where a swatch snaps) if it was not. */
export function revealChecked(row: HTMLElement): void {
  if (row.offsetParent === null || row.scrollWidth <= row.clientWidth) return;
  const item = row.querySelector('input:checked')?.closest('li');
  if (!item) return;
  const frame = row.getBoundingClientRect();
  const pad = Number.parseFloat(getComputedStyle(row).paddingLeft) || 0;
  const box = item.getBoundingClientRect();
  if (box.left >= frame.left + pad && box.right <= frame.right - pad) return;
  row.scrollLeft += box.left - (frame.left + pad);
}

/** The shown rows of a room's panel (or of every panel) show their checked stones. */
export function revealRows(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>('[data-swatch-row]').forEach(revealChecked);
}
