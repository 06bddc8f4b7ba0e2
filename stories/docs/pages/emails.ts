// Documentation of the two e-mails a stored budget request sends: the team's notice and the visitor's receipt.
import type { ComponentDoc } from '../doc-types';

const files = [
  'src/emails/render-lead-email.tsx',
  'src/emails/lead-email-model.ts',
  'src/emails/lead-email-view.ts',
  'src/emails/lead-email-text.ts',
  'src/emails/email-layout.tsx',
  'src/emails/email-parts.tsx',
  'src/emails/email-styles.ts',
];

const content = [
  { file: 'content/lead-emails.ts', exports: ['leadEmails'], holds: 'Assuntos, títulos, rótulos, próximos passos, motivos de comprovante não enviado, aviso de privacidade.' },
  { file: 'content/budget-form.ts', exports: ['budgetForm'], holds: 'O rótulo de cada pergunta e de cada opção (o e-mail nunca mostra o código gravado).' },
  { file: 'content/company.ts', exports: ['company'], holds: 'Nome, WhatsApp, telefone, e-mail, horário e endereço da empresa.' },
];

const behaviour = {
  interactions: [
    'Quem envia chama renderLeadEmail(tipo, pedido, contexto) e recebe assunto, HTML, texto simples, pré-cabeçalho, destinatários e Reply-To prontos para os cabeçalhos.',
    'Todo link é absoluto à origem do site (siteOrigin); nenhuma imagem é necessária para ler: a marca é texto.',
  ],
  keyboard: [{ keys: 'Tab / Enter', action: 'No cliente de e-mail, percorre e segue os links e o botão, na ordem da leitura.' }],
  motion: ['Nenhum movimento.'],
  touch: ['Um botão bronze grande (48 px de altura) e links em linhas próprias, fáceis de tocar a 360 px.'],
};

const accessibility = [
  'Tabelas de layout com role="presentation"; um só h1 (Georgia); lang="pt-BR".',
  'Contraste AA nas cores do tema, no claro e no escuro (prefers-color-scheme com as cores do tema invertidas).',
  'A parte em texto simples diz tudo o que o HTML diz, links incluídos; cada resposta fica recuada sob o seu rótulo.',
];

const tests = [
  'tests/emails/lead-email-model.test.ts',
  'tests/emails/render-lead-email.test.tsx',
  'tests/emails/email-contrast.test.ts',
  'tests/emails/deno.test.ts',
  'e2e/workbench.spec.ts',
];

export const teamEmailDoc: ComponentDoc = {
  title: 'E-mails / Equipe',
  name: 'E-mail à equipe',
  purpose:
    'O aviso à equipe de cada pedido gravado: quem é, ações de um toque (WhatsApp para o número do cliente com uma saudação pelo nome, ligar, responder por e-mail), o que houve com o comprovante (enviado só quando o servidor de e-mail o aceitou; ainda não enviado, com a hora da nova tentativa; ou não enviado, e por quê) e cada resposta sob o seu rótulo. Um endereço que não recebe e-mail fica fora do “Responder”, e o aviso diz isso ao lado dele: o aviso nunca deixa de sair por causa do que o visitante digitou.',
  routes: [{ path: '(e-mail)', where: 'Enviado pelo servidor Node e pela Edge Function do Supabase a cada pedido gravado; destinatários configuráveis, por padrão o e-mail da empresa.' }],
  files: [...files, 'src/emails/team-email.tsx'],
  storiesFile: 'stories/emails/team-email.stories.tsx',
  captions: {
    Tipico: 'Um pedido típico; o comprovante foi enviado.',
    ValoresMaisLongos: 'Cada campo de texto no limite do formulário, telefone estrangeiro de 15 dígitos e três pedras: o assunto termina em reticências.',
    PedidoDePedra: 'Pedido vindo da página de uma pedra (três pedras); o cliente já recebeu um comprovante nas últimas 24 horas, então este não foi.',
    TelefoneEstrangeiro: 'Cliente em Portugal: WhatsApp e ligação vão para +351.',
    ComprovantePendente: 'O comprovante espera a próxima tentativa: o aviso diz “ainda não enviado” e a hora, nunca “enviado”.',
    EnderecoInvalido: 'Um endereço gravado sob a regra antiga, que não recebe e-mail: sem “Responder”, com a observação ao lado do endereço.',
  },
  components: [
    {
      file: 'src/emails/team-email.tsx',
      export: 'TeamEmail',
      props: {
        view: 'Tudo o que o e-mail diz, já resolvido por teamEmailView (rótulos, links, horário de São Paulo, situação do comprovante).',
        subject: 'O assunto, usado como título do documento.',
      },
    },
  ],
  content,
  editing: 'Mude leadEmails.team em content/lead-emails.ts; os rótulos das respostas vêm de content/budget-form.ts.',
  behaviour,
  accessibility,
  tests,
};

export const receiptEmailDoc: ComponentDoc = {
  title: 'E-mails / Comprovante',
  name: 'Comprovante ao cliente',
  purpose:
    'O comprovante ao endereço que o visitante deu: um resumo com as opções escolhidas (pelos rótulos), as pedras do catálogo e a metragem quando é um número; o que acontece agora (resposta em até 24 horas úteis, horário de atendimento), WhatsApp, telefone e e-mail da empresa e uma linha sobre o uso dos dados com link para /privacidade. No máximo um por endereço a cada 24 horas. Não repete nada digitado livremente (nome, telefone, comentários, nem o nome no cabeçalho To) e cumprimenta pelo primeiro nome só quando o nome parece um nome (letras latinas, espaços, apóstrofos e hífens; até 40 caracteres), senão “Olá,”: qualquer pessoa pode digitar qualquer endereço no formulário, e o comprovante, assinado pelo domínio da empresa, não pode levar o texto ou os links de um estranho a ninguém. Leva Auto-Submitted: auto-replied (RFC 3834) e nenhum rastreamento.',
  routes: [{ path: '(e-mail)', where: 'Enviado ao visitante depois de cada pedido gravado, no máximo um por endereço a cada 24 horas.' }],
  files: [...files, 'src/emails/receipt-email.tsx'],
  storiesFile: 'stories/emails/receipt-email.stories.tsx',
  captions: {
    Tipico: 'Um pedido típico: a metragem é uma frase, então fica de fora do resumo.',
    ValoresMaisLongos: 'Cada campo no limite do formulário: só as opções e as pedras do catálogo aparecem; nada transborda a 360 px.',
    PedidoDePedra: 'Pedido vindo da página de uma pedra: as pedras do catálogo aparecem no resumo; uma que não está no catálogo, não.',
    TelefoneEstrangeiro: 'Cliente em Portugal: o telefone não é repetido; os contatos da empresa, sim.',
    TextoDeEstranho: 'Links e frases no nome e nas respostas: “Olá,” sem nome, e nada disso no comprovante.',
  },
  components: [
    {
      file: 'src/emails/receipt-email.tsx',
      export: 'ReceiptEmail',
      props: {
        view: 'Tudo o que o comprovante diz, já resolvido por receiptEmailView (resumo sem texto livre, próximos passos, contatos, link de privacidade).',
        subject: 'O assunto, usado como título do documento.',
      },
    },
  ],
  content,
  editing: 'Mude leadEmails.receipt em content/lead-emails.ts; os contatos vêm de content/company.ts.',
  behaviour,
  accessibility,
  tests,
};

export const emailDocs = [teamEmailDoc, receiptEmailDoc];
