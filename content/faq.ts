import type { FaqItem } from './types';
import { deepFreeze } from './deep-freeze';
import { WARRANTY_PATH } from './care-paths';
import { WARRANTY_SUMMARY } from './warranty-terms';

export const faqItems: readonly FaqItem[] = deepFreeze([
  {
    question: 'Qual é o prazo de um projeto, do primeiro contato à instalação?',
    answer:
      'O prazo total é de 30 a 45 dias úteis: até 7 dias para briefing e medição, até 5 dias para o projeto executivo, até 20 dias para a fabricação e até 5 dias para a instalação. Em casos urgentes, podemos encurtar etapas mediante consulta.',
  },
  {
    question: 'Em quais regiões vocês atendem?',
    answer:
      'Atendemos todo o estado do Rio de Janeiro e regiões próximas de São Paulo e de Minas Gerais. Para outras localidades, fazemos uma análise de viabilidade antes do orçamento.',
  },
  {
    question: 'O que preciso enviar para receber um orçamento?',
    answer:
      'Se você já tem projeto, envie as plantas em PDF, DWG ou SKP. Se ainda não tem, fotos e medidas aproximadas bastam para começar. O orçamento é gratuito e sem compromisso.',
  },
  {
    question: 'Qual é a garantia?',
    answer:
      `Oferecemos ${WARRANTY_SUMMARY}. A entrega inclui um manual de cuidados para o dia a dia e a impermeabilização inicial das peças que a pedem: pedras muito densas e ultracompactos não levam.`,
    link: { label: 'Veja o que a garantia cobre e como pedir uma visita.', href: WARRANTY_PATH },
  },
  {
    question: 'Existe um valor mínimo de projeto?',
    answer:
      'Não trabalhamos com valor mínimo fixo. Um lavabo recebe o mesmo cuidado de uma casa inteira: cada projeto é avaliado pelo que pede.',
  },
  {
    question: 'Com quais marcas de sinterizados e ultracompactos vocês trabalham?',
    answer:
      'Trabalhamos com Dekton, Diamond, Laminam e Nabel. Ajudamos a comparar formatos, espessuras e acabamentos de cada marca para o uso previsto.',
  },
  {
    question: 'Posso escolher a chapa antes do corte?',
    answer:
      'Sim. Na curadoria, enviamos fotos das chapas disponíveis e, se preferir, agendamos uma visita para ver a pedra pessoalmente. No projeto executivo, você aprova a posição dos veios em cada peça.',
  },
] satisfies FaqItem[]);

/** The answer as a reader (and the FAQPage data) reads it: the text, then the link's label. */
export function faqAnswerText(item: FaqItem): string {
  return item.link ? `${item.answer} ${item.link.label}` : item.answer;
}
