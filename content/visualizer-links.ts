// What a stone's page, a catalogue card and the comparison need to lead into the visualizer, kept apart
// from content/visualizer.ts so those pages do not carry the visualizer's texts and rooms.
import { deepFreeze } from './deep-freeze';

export const visualizerLinks = deepFreeze({
  seeInRoom: 'Ver no ambiente',
  seeInRoomLabel: 'Ver {stone} no ambiente',
  compareInRoom: 'Ver estas pedras no ambiente',
  /** The room a stone opens in and its surfaces in order: the visualizer's first room (a test holds them equal). */
  room: { slug: 'cozinha', surfaces: ['bancada', 'ilha', 'parede'] },
});
