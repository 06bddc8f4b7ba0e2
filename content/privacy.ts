// The privacy notice (/privacidade). {company}, {legalName} and {email} are filled in by the page
// from content/company.ts, so the notice never repeats a company fact.
import { deepFreeze } from './deep-freeze';

export interface PrivacyTerm {
  term: string;
  detail: string;
}

/** One part of a section: a paragraph, a bullet list or a list of terms with their explanation. */
export type PrivacyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'terms'; items: readonly PrivacyTerm[] };

export interface PrivacySection {
  /** Anchor id, e.g. 'dados-coletados'. */
  id: string;
  title: string;
  blocks: readonly PrivacyBlock[];
}

export interface PrivacyContent {
  seo: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  updatedLabel: string;
  /** ISO date (yyyy-mm-dd) of the last change to this notice. */
  updatedAt: string;
  tocLabel: string;
  sections: readonly PrivacySection[];
  /** The button that reopens the cookie banner, shown in the cookies section. */
  cookieButton: string;
  cookieSectionId: string;
}

export const privacyContent: PrivacyContent = deepFreeze({
  seo: {
    title: 'Política de privacidade | Lavra',
    description:
      'Como a Lavra trata os dados do pedido de orçamento: o que coletamos, por quê, por quanto tempo, com quem compartilhamos e como exercer seus direitos na LGPD.',
  },
  eyebrow: 'Privacidade',
  title: 'Política de privacidade',
  lead: 'Pedimos apenas o necessário para responder ao seu pedido de orçamento. Aqui está, em linguagem direta, o que fazemos com essas informações.',
  updatedLabel: 'Última atualização:',
  updatedAt: '2026-11-26',
  tocLabel: 'Nesta página',
  cookieButton: 'Alterar preferências de cookies',
  cookieSectionId: 'cookies',
  sections: [
    {
      id: 'quem-somos',
      title: 'Quem trata os seus dados',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A {legalName} ({company}) é a controladora dos dados pessoais enviados por este site, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD). Dúvidas e pedidos sobre privacidade vão para {email}, canal do nosso encarregado pelo tratamento de dados.',
        },
      ],
    },
    {
      id: 'dados-coletados',
      title: 'O que o formulário de orçamento coleta',
      blocks: [
        { kind: 'paragraph', text: 'Cada campo do formulário e para que ele serve:' },
        {
          kind: 'terms',
          items: [
            { term: 'Nome completo', detail: 'para sabermos com quem falamos.' },
            { term: 'E-mail', detail: 'para enviar o comprovante do pedido e a proposta, e responder por escrito.' },
            { term: 'Telefone ou WhatsApp', detail: 'para o retorno da equipe e a conversa sobre o projeto.' },
            { term: 'Perfil', detail: 'arquiteto ou designer, construtor ou incorporador, ou proprietário: muda o tipo de atendimento.' },
            { term: 'Ambiente e aplicação', detail: 'cozinha, banheiro, área gourmet…; bancada, revestimento, piso.' },
            { term: 'Metragem aproximada', detail: 'para estimar material e mão de obra.' },
            { term: 'Prazo desejado', detail: 'para planejar medição, fabricação e instalação.' },
            { term: 'Material e estilo preferidos', detail: 'para a curadoria de chapas que faremos para você.' },
            { term: 'Referências ou projeto', detail: 'se você já tem plantas, fotos ou um moodboard.' },
            { term: 'Faixa de investimento', detail: 'para propor materiais compatíveis com o seu orçamento.' },
            { term: 'Etapa do projeto', detail: 'planejamento, projeto aprovado, obra iniciada ou pronto para executar.' },
            { term: 'Como nos conheceu', detail: 'texto livre, que nos ajuda a entender de onde vêm os contatos.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Junto do pedido guardamos também a identificação do navegador (o chamado user agent, que indica navegador e sistema), a data e a hora do envio e a indicação de que a conversa seguiu para o WhatsApp. Não gravamos o seu endereço IP com o pedido.',
        },
        {
          kind: 'paragraph',
          text: 'Enquanto você preenche, as respostas ficam salvas apenas no seu próprio navegador, para não se perderem se a página fechar; elas são apagadas dele quando o pedido é enviado. Se a conexão falhar no envio, o pedido espera no navegador e é reenviado nas próximas visitas, por no máximo 7 dias; depois disso é apagado dele, enviado ou não. Se o nosso sistema recusar o pedido, nada fica guardado no seu navegador: seu nome e seu telefone seguem na mensagem do WhatsApp, para que a nossa equipe receba o contato mesmo assim.',
        },
      ],
    },
    {
      id: 'finalidade',
      title: 'Por que usamos esses dados e com que base legal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Usamos os dados do formulário para uma única finalidade: analisar o seu projeto e responder ao pedido de orçamento, por e-mail, telefone ou WhatsApp. A base legal é a execução de procedimentos preliminares relacionados a um contrato, a seu pedido (art. 7º, V, da LGPD).',
        },
        {
          kind: 'paragraph',
          text: 'Cookies de medição e de publicidade dependem do seu consentimento (art. 7º, I), que você pode dar ou retirar a qualquer momento. Não usamos os dados para decisões automatizadas e não os vendemos nem alugamos.',
        },
      ],
    },
    {
      id: 'emails',
      title: 'Os e-mails de um pedido',
      blocks: [
        { kind: 'paragraph', text: 'Cada pedido de orçamento gravado gera estes e-mails, e só estes:' },
        {
          kind: 'list',
          items: [
            'Um aviso à equipe comercial e técnica da {company}, com todas as respostas do pedido (seu nome, e-mail e telefone incluídos) e a data e a hora do envio: é assim que a equipe fica sabendo do pedido e responde a você.',
            'Um comprovante para o endereço de e-mail que você informou, com um resumo do pedido (as opções que você escolheu, as pedras do nosso catálogo e a metragem, quando é um número), os próximos passos e os nossos contatos, para você ter o registro do que enviou. No máximo um comprovante a cada 24 horas para o mesmo endereço, mesmo que você envie mais de um pedido.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'O comprovante não repete nada do que foi digitado livremente (nome, telefone, comentários); ele cumprimenta você pelo primeiro nome só quando o nome é feito de letras. Como qualquer pessoa pode digitar qualquer endereço no formulário, isso impede que o nosso e-mail seja usado para levar o texto ou os links de um estranho à caixa de entrada de alguém. A equipe recebe todas as respostas no aviso dela.',
        },
        {
          kind: 'paragraph',
          text: 'Não usamos o seu e-mail para publicidade nem para newsletters, e não o incluímos em nenhuma lista. Se não foi você quem fez o pedido, responda ao comprovante ou escreva para {email}, e apagamos os dados.',
        },
      ],
    },
    {
      id: 'prazo',
      title: 'Por quanto tempo guardamos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'É política da {company} manter os dados de um pedido de orçamento por 24 meses a partir do último contato com você; depois desse prazo, eles são apagados. Se o orçamento virar contrato, os dados passam a seguir os prazos das obrigações legais e fiscais desse contrato.',
        },
        {
          kind: 'paragraph',
          text: 'Os registros técnicos de acesso ao site (endereço IP, data e hora) ficam com o provedor de hospedagem pelo prazo de seis meses exigido pelo Marco Civil da Internet (Lei nº 12.965/2014, art. 15).',
        },
      ],
    },
    {
      id: 'compartilhamento',
      title: 'Quem recebe os dados',
      blocks: [
        {
          kind: 'list',
          items: [
            'A equipe comercial e técnica da {company}, que analisa o projeto e responde ao pedido.',
            'O WhatsApp (Meta), somente quando você escolhe continuar a conversa por lá; a mensagem é aberta no seu aparelho e você decide enviá-la.',
            'O provedor de hospedagem e de banco de dados do site, que guarda as informações em nosso nome, sob contrato e com medidas de segurança.',
            'O serviço de envio de e-mails do site, que entrega o aviso à equipe e o seu comprovante em nosso nome, sob contrato.',
            'Google e Meta, apenas se você aceitar os cookies de medição e de publicidade (veja abaixo).',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies e medição de audiência',
      blocks: [
        {
          kind: 'paragraph',
          text: 'O site funciona sem cookies. Ferramentas de medição e de publicidade (Google Analytics e o pixel da Meta), quando ativas, só são carregadas depois que você clica em “Aceitar” no aviso de cookies. Antes disso, e se você rejeitar, nenhum script delas é carregado.',
        },
        {
          kind: 'paragraph',
          text: 'Sua escolha fica guardada no seu navegador, com a data, e pode ser mudada a qualquer momento pelo botão abaixo ou por “Preferências de cookies”, no rodapé.',
        },
        {
          kind: 'paragraph',
          text: 'As pedras que você escolhe para comparar (até três) também ficam só no seu navegador, para a comparação seguir você entre as páginas. Não são enviadas a ninguém e saem dele quando você as retira ou limpa a comparação.',
        },
      ],
    },
    {
      id: 'direitos',
      title: 'Seus direitos',
      blocks: [
        { kind: 'paragraph', text: 'Pelo art. 18 da LGPD, você pode pedir a qualquer momento:' },
        {
          kind: 'list',
          items: [
            'a confirmação de que tratamos seus dados e o acesso a eles;',
            'a correção de dados incompletos, inexatos ou desatualizados;',
            'a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;',
            'a portabilidade dos dados a outro fornecedor;',
            'a eliminação dos dados tratados com base no seu consentimento e a revogação desse consentimento;',
            'a informação sobre com quem compartilhamos seus dados e sobre a possibilidade de não consentir, e as consequências disso.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Escreva para {email}. Respondemos em até 15 dias. Se não ficar satisfeito, você também pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).',
        },
      ],
    },
  ],
} satisfies PrivacyContent);
