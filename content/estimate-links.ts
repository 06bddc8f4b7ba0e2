// The estimate page's address and the words of the links to it from other pages (header, home, catalogue cards,
// stone pages, comparison): small on purpose, so those pages carry none of the estimate's own content or code.
import { deepFreeze } from './deep-freeze';

export const ESTIMATE_PATH = '/estimativa';

export type EstimateRoom = 'cozinha' | 'banheiro' | 'area-gourmet' | 'outro';

export const estimateLinks = deepFreeze({
  nav: 'Quanto custa?',
  home: 'Quanto custa? Estime a sua bancada',
  homeNote: 'Uma faixa de preço em dois minutos, com as medidas que você já tem.',
  stone: 'Estimar com esta pedra',
  stones: 'Estimar com estas pedras',
});
