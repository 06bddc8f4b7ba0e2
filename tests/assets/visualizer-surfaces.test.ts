// @vitest-environment node
// Every surface the visualizer offers shows enough stone to judge: where its stone is seen (what stands in front
// of it cut out) covers at least a hundredth of the room's picture. The kitchen's wall counter, seen edge-on
// behind the island from eye height, covered 0.95 % before the camera was raised. And every stone of the
// catalogue has its picture on every surface, in both formats, the size of the surface's box.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogueStones } from '../../content/catalogue';
import { visualizerRooms } from '../../content/visualizer';
import { visualizerLayers } from '../../content/visualizer-layers';

const media = path.resolve(__dirname, '../../public/media/visualizer');

async function coverage(room: string, surface: string, stone: string): Promise<number> {
  const { data } = await sharp(path.join(media, room, surface, `${stone}.webp`)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const value of data) sum += value;
  const { width, height } = visualizerLayers.picture;
  return sum / 255 / (width * height);
}

describe('the visualizer rooms', () => {
  it('show every surface on at least 1 % of the picture', async () => {
    for (const room of visualizerRooms) {
      for (const surface of room.surfaces) expect(await coverage(room.slug, surface.key, surface.defaultStone), `${room.slug} ${surface.key}`).toBeGreaterThanOrEqual(0.01);
    }
  });

  it('have every stone on every surface, the size of the surface’s box, with its transparency', async () => {
    for (const room of visualizerRooms) {
      for (const surface of room.surfaces) {
        const [, , width, height] = visualizerLayers.rooms[room.slug].surfaces[surface.key]!.box;
        for (const stone of catalogueStones) {
          const file = path.join(media, room.slug, surface.key, stone.slug);
          expect(existsSync(`${file}.avif`), `${file}.avif`).toBe(true);
          const meta = await sharp(`${file}.webp`).metadata();
          expect({ file, width: meta.width, height: meta.height, alpha: meta.hasAlpha }).toEqual({ file, width, height, alpha: true });
        }
      }
    }
  });
});
