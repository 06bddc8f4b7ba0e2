// The stylesheet that makes the page follow its radios, with or without JavaScript: the checked room's
// picture and choices show, the checked surface's stones show, each surface's layers take the checked
// stone's slab (the only textures the browser fetches), and the checked stone's fit note shows.
//
// Each :has() is anchored on the smallest element that holds its radios (the row of rooms, a room's surface
// tabs, a row of swatches) and reaches what it shows through a following sibling: when a radio changes, the
// browser looks again only inside that small element, not through the whole visualizer.
//
// Two sets of rules hold only until the script runs (and always without it), in a <style> of their own that the
// script removes: the slabs, whose radios and picture share no smaller ancestor than the visualizer (184 rules
// each looking for one radio through it cost a slow phone some 50 ms a change), and the fit notes (23 rules a
// row, each searching the row for its radio for each of the row's 23 notes: some 15 ms of style a change).
// Once the script runs it sets each surface's slab on the surface itself and marks the checked stone's note
// `data-shown`; with the rules gone from the page the browser no longer tests them at all.
import type { CSSObject } from '@emotion/react';
import { slabImage, slabVariable } from './room-picture';
import { stoneInputId, surfaceInputId } from './stone-choices';

export const roomInputId = (room: string) => `ambiente-${room}`;

export interface RulesInput {
  rooms: readonly { slug: string; surfaces: readonly { key: string }[] }[];
  stones: readonly string[];
}

/** Rooms, surfaces and, once the script runs, the note it marks: every rule anchored on the element that holds its radios. */
export function visualizerRules({ rooms }: RulesInput): CSSObject {
  const rules: CSSObject = {};
  for (const room of rooms) {
    const chosen = `& [data-rooms]:has(#${roomInputId(room.slug)}:checked)`;
    rules[`${chosen} ~ [data-stage] [data-room-picture-slot="${room.slug}"], ${chosen} ~ [data-panel] :is([data-room-panel="${room.slug}"], [data-room-actions="${room.slug}"])`] = { display: 'block' };
    const tabs = `& [data-surface-tabs="${room.slug}"]`;
    room.surfaces.forEach((surface, i) => {
      const panel = `[data-surface-panel="${room.slug}-${surface.key}"]`;
      // The first surface is open until another is chosen (a room of one surface has no tabs).
      if (room.surfaces.length === 1) rules[`& ${panel}`] = { display: 'block' };
      else rules[`${i === 0 ? `${tabs}:not(:has(:checked)) ~ ${panel}, ` : ''}${tabs}:has(#${surfaceInputId(room.slug, surface.key)}:checked) ~ ${panel}`] = { display: 'block' };
    });
  }
  rules['& [data-fit-notes] > [data-fit-note][data-shown]'] = { visibility: 'visible' };
  return rules;
}

/** The visualizer's element, as the rules before the script name it. */
export const VISUALIZER_ATTRIBUTE = 'data-visualizer';

/**
 * Until the script runs: each surface's slab from its checked radio, looked for through the whole visualizer,
 * and each row's fit note from its checked radio. Plain CSS, for a <style> the script removes.
 */
export function beforeScriptRules({ rooms, stones }: RulesInput): string {
  const root = `[${VISUALIZER_ATTRIBUTE}]`;
  const lines: string[] = [];
  for (const slug of stones) lines.push(`${root} [data-swatch-row]:has(input[value="${slug}"]:checked) ~ [data-fit-notes] > [data-fit-note="${slug}"]{visibility:visible}`);
  for (const room of rooms) {
    for (const surface of room.surfaces) {
      for (const slug of stones) {
        lines.push(`${root}:has(#${stoneInputId(room.slug, surface.key, slug)}:checked) [data-room-picture="${room.slug}"]{${slabVariable(room.slug, surface.key)}:${slabImage(room.slug, surface.key, slug)}}`);
      }
    }
  }
  return lines.join('\n');
}
