// @vitest-environment node
// Every surface the visualizer offers shows enough stone to judge: its mask (where the surface is seen, what
// stands in front of it cut out) covers at least a hundredth of the room's picture. The kitchen's wall counter,
// seen edge-on behind the island from eye height, covered 0.95 % before the camera was raised.
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { visualizerRooms } from '../../content/visualizer';

const media = path.resolve(__dirname, '../../public/media/visualizer');

async function coverage(room: string, surface: string): Promise<number> {
  const { data, info } = await sharp(path.join(media, room, `mask-${surface}.webp`)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const value of data) sum += value;
  return sum / 255 / (info.width * info.height);
}

describe('the visualizer rooms', () => {
  it('show every surface on at least 1 % of the picture', async () => {
    for (const room of visualizerRooms) {
      for (const surface of room.surfaces) expect(await coverage(room.slug, surface.key), `${room.slug} ${surface.key}`).toBeGreaterThanOrEqual(0.01);
    }
  });
});
