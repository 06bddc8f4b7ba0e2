import type { ComparisonRow } from './types';
import { deepFreeze } from './deep-freeze';

/** Rows of the 'Lavra x Mercado comum' table, in display order; the first two carry the DESTAQUE badge. */
export const comparisonRows: readonly ComparisonRow[] = deepFreeze([
  {
    icon: 'atendimento',
    criteria: 'Atendimento',
    product: 'Um consultor acompanha o projeto do briefing à entrega',
    market: 'Contato com o vendedor só até o fechamento',
    featured: true,
  },
  {
    icon: 'compatibilizacao',
    criteria: 'Compatibilização de projeto',
    product: 'Projeto executivo de pedras compatibilizado com marcenaria, elétrica e hidráulica',
    market: 'Corte a partir de medidas avulsas',
    featured: true,
  },
  {
    icon: 'producao',
    criteria: 'Capacidade de produção',
    product: 'Rede de fábricas parceiras para cumprir o cronograma',
    market: 'Uma única oficina e fila de espera',
    featured: false,
  },
  {
    icon: 'materiais',
    criteria: 'Materiais',
    product: 'Curadoria nacional e rochas exclusivas importadas da Itália e da Índia',
    market: 'Catálogo limitado ao estoque disponível',
    featured: false,
  },
  {
    icon: 'acabamento',
    criteria: 'Acabamento',
    product: 'Oito acabamentos de superfície e bordas desenhadas para cada peça',
    market: 'Polido padrão e bordas retas',
    featured: false,
  },
  {
    icon: 'pos-obra',
    criteria: 'Suporte pós-obra',
    product: 'Impermeabilização inicial, manual de cuidados e garantia de 2 anos na instalação',
    market: 'Atendimento encerrado na entrega',
    featured: false,
  },
  {
    icon: 'arquitetos',
    criteria: 'Relacionamento com arquitetos',
    product: 'Atendimento técnico ao escritório e programa de cashback',
    market: 'Relação apenas comercial',
    featured: false,
  },
] satisfies ComparisonRow[]);

export const comparisonLabels = deepFreeze({
  featuredBadge: 'DESTAQUE',
  criteriaHeader: 'Critério',
});
