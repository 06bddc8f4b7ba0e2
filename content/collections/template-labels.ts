import { collectionLabels } from './stone-labels';
import { deepFreeze } from '../deep-freeze';
import { estimateLinks } from '../estimate-links';

/** Screen-reader hint for every link that opens a WhatsApp chat in a new tab. */
export const whatsAppNewTabHint = '(abre o WhatsApp em nova aba)';

/** Every fixed text of the collection template: the shared stone labels plus the template's own. */
export const collectionTemplateLabels = deepFreeze({
  ...collectionLabels,
  heroDetails: 'Conheça as pedras',
  selectedStone: 'Pedra selecionada',
  nextStone: 'Próxima pedra',
  stoneCount: (count: number) => `${count} pedras na coleção`,
  newTab: whatsAppNewTabHint,
  estimate: estimateLinks.stone,
});

export type CollectionTemplateLabels = typeof collectionTemplateLabels;
