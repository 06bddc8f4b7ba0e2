// The stylesheet that makes the page follow its radios, with or without JavaScript: the checked room's
// picture and choices show, the checked surface's stones show, each surface's layers take the checked
// stone's slab (the only textures the browser fetches), and the checked stone's fit note shows.
import type { CSSObject } from '@emotion/react';
import { slabVariable } from './room-picture';
import { stoneInputId, surfaceInputId } from './stone-choices';

export const roomInputId = (room: string) => `ambiente-${room}`;
export const slabUrl = (slug: string, format: 'avif' | 'webp') => `/media/visualizer/slabs/${slug}.${format}`;

export interface RulesInput {
  rooms: readonly { slug: string; surfaces: readonly { key: string }[] }[];
  stones: readonly string[];
}

export function visualizerRules({ rooms, stones }: RulesInput): CSSObject {
  const rules: CSSObject = {};
  for (const room of rooms) {
    rules[`&:has(#${roomInputId(room.slug)}:checked) :is([data-room-picture-slot="${room.slug}"], [data-room-panel="${room.slug}"], [data-room-actions="${room.slug}"])`] = { display: 'block' };
    room.surfaces.forEach((surface, i) => {
      const panel = `[data-surface-panel="${room.slug}-${surface.key}"]`;
      // The first surface is open until another is chosen (a room of one surface has no tabs).
      rules[i === 0 ? `& [data-room-panel="${room.slug}"]:not(:has([name="editar"]:checked)) ${panel}, &:has(#${surfaceInputId(room.slug, surface.key)}:checked) ${panel}` : `&:has(#${surfaceInputId(room.slug, surface.key)}:checked) ${panel}`] = { display: 'block' };
      for (const slug of stones) {
        rules[`&:has(#${stoneInputId(room.slug, surface.key, slug)}:checked) [data-room-picture="${room.slug}"]`] = {
          [slabVariable(room.slug, surface.key)]: `image-set(url("${slabUrl(slug, 'avif')}") type("image/avif"), url("${slabUrl(slug, 'webp')}") type("image/webp"))`,
        };
      }
    });
  }
  for (const slug of stones) rules[`& fieldset:has(input[value="${slug}"]:checked) [data-fit-note="${slug}"]`] = { display: 'block' };
  return rules;
}
