// The fixed texts of the stone catalogue (/pedras and its use pages): headings, filter legends, the
// count, the "como recomendamos" note and the tones. The rules themselves are in stone-uses.ts.
import { deepFreeze } from './deep-freeze';
import type { StoneTone } from './types';

export type ToneKey = 'claro' | 'escuro' | 'veios';

export interface ToneOption {
  key: ToneKey;
  label: string;
}

/** Whether a stone has the tone a visitor picked. */
export function hasTone(tone: StoneTone, key: ToneKey): boolean {
  return key === 'veios' ? tone.strongVeins : tone.shade === key;
}

export const catalogueContent = deepFreeze({
  path: '/pedras',
  seo: {
    title: 'Pedras naturais: catálogo completo por uso | Lavra',
    description:
      'Os 23 quartzitos, mármores, granitos e dolomíticos da Lavra em uma página: filtre por uso, manchas, riscos e tom, com a razão de cada pedra em seus números.',
  },
  eyebrow: 'Catálogo Lavra',
  heading: {
    title: 'Todas as pedras',
    lead: 'Quartzitos, mármores, granitos e mármores dolomíticos, lado a lado. Diga onde a pedra vai e o que mais importa: cada uma responde com os próprios números.',
  },
  useNav: { label: 'Onde a pedra vai', all: 'Todos os usos' },
  filters: {
    label: 'Filtros do catálogo',
    summary: 'Refinar a escolha',
    active: (n: number) => `${n} ${n === 1 ? 'ativo' : 'ativos'}`,
    priorities: 'O que mais importa',
    tone: 'Tom',
    toneAny: 'Todos',
    collections: 'Coleção',
    clear: 'Limpar filtros',
  },
  tones: [
    { key: 'claro', label: 'Claras' },
    { key: 'escuro', label: 'Escuras' },
    { key: 'veios', label: 'Veios marcantes' },
  ] satisfies ToneOption[],
  count: {
    none: 'Nenhuma pedra atende a esta escolha',
    one: '1 pedra',
    many: (n: number) => `${n} pedras`,
    forUse: (place: string) => `para ${place}`,
  },
  empty: 'Nenhuma pedra reúne tudo o que foi pedido. Tire um filtro ou veja abaixo por que as outras ficaram de fora.',
  setAside: {
    summary: (n: number) => (n === 1 ? 'Ver a pedra que ficou de fora e por quê' : `Ver as ${n} pedras que ficaram de fora e por quê`),
  },
  verdicts: { indicada: 'Indicada', 'com-cuidados': 'Com cuidados', 'pouco-indicada': 'Pouco indicada' },
  card: {
    figures: { dureza: 'Dureza', absorcao: 'Absorção', resistenciaMecanica: 'Resistência' },
  },
  summary: {
    all: 'Indicada para todos os usos, da cozinha à área externa',
    indicated: (uses: string) => `Indicada para ${uses}`,
    careful: (uses: string) => `Com cuidados em ${uses}`,
  },
  note: {
    title: 'Como recomendamos',
    lead: 'Cada recomendação sai dos números da ficha técnica de cada pedra, os mesmos das páginas das coleções. Estas são as regras:',
    verdictIntro: {
      indicada: 'Indicada',
      'com-cuidados': 'Com cuidados',
      'pouco-indicada': 'Pouco indicada',
    },
    otherwise: 'nos demais casos',
    prioritiesTitle: 'O que mais importa',
    closing: 'Acabamento, espessura e impermeabilização mudam o resultado: confirmamos tudo na visita técnica, antes do orçamento.',
  },
});

export type CatalogueContent = typeof catalogueContent;
