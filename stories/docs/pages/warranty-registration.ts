// The warranty registration's documentation (/garantia/registrar, /garantia/certificado) and its e-mails, drawn by <ComponentPage>.
import type { ComponentDoc } from '../doc-types';

export const warrantyRegistrationDoc: ComponentDoc = {
  title: 'Seções / Registrar garantia',
  name: 'Registrar garantia (/garantia/registrar, /garantia/certificado)',
  purpose:
    'O cliente registra o que foi instalado e quando (nome, e-mail, telefone opcional, mês da instalação, cada peça com ambiente, superfície, pedra e acabamento do catálogo, número do pedido opcional) e, à parte, se quer os lembretes de cuidado. Recebe um só e-mail de confirmação, sem nada do que foi digitado; o link abre o certificado: as peças com a data do próximo teste da gota, cada cobertura com a data até quando vale, a ficha de cuidados de cada pedra; imprime em A4, corrige as peças ou exclui o registro.',
  routes: [
    { path: '/garantia/registrar', where: 'A página inteira; ligada de /garantia, de cada ficha de cuidados e do comprovante do orçamento.' },
    { path: '/garantia/certificado#t=…', where: 'O link dos e-mails de confirmação e de certificado: a chave depois do #, tirada do endereço antes de tudo; nunca indexada.' },
  ],
  files: [
    'src/sections/warranty-registration/warranty-form.tsx',
    'src/sections/warranty-registration/warranty-fields.tsx',
    'src/sections/warranty-registration/warranty-certificate.tsx',
    'src/sections/warranty-registration/warranty-no-script.tsx',
    'src/pages/warranty-register-page.tsx',
    'src/pages/warranty-certificate-page.tsx',
    'src/lib/warranty-registration.ts',
    'src/lib/warranty-load.ts',
    'src/lib/warranty-draft.ts',
    'src/lib/warranty-schema.ts',
    'src/lib/warranty-options.ts',
    'src/lib/warranty-words.ts',
    'src/lib/warranty-key.ts',
    'mocks/warranty.ts',
  ],
  storiesFile: 'stories/sections/warranty-registration.stories.tsx',
  captions: {
    Vazio: 'Nada respondido: uma peça a descrever e os lembretes desligados.',
    RegistroComSucesso: 'Tudo respondido: "Registrar a garantia" envia (register_warranty responde 200) e pede para conferir o e-mail.',
    RegistroRecusado: 'O banco recusa (400, confirmation_sent_today): a frase no campo de e-mail e as respostas mantidas.',
    RegistroComExcecao: 'Sem resposta (erro de rede): tentado de novo com a mesma chave, depois o aviso e o botão para tentar outra vez.',
    Certificado: 'O certificado aberto pelo link: peças, próximo lembrete, coberturas, fichas de cuidado, imprimir, corrigir e excluir.',
    CertificadoComErroDeChave: 'Um link cuja chave não encontra nada (excluído, ou incompleto).',
    CertificadoSemChave: 'O endereço aberto sem a chave.',
    SemJavaScript: 'Sem JavaScript: WhatsApp e e-mail para registrar.',
  },
  live: 'Vazio',
  components: [
    {
      file: 'src/sections/warranty-registration/warranty-form.tsx',
      export: 'WarrantyForm',
      props: {
        content: 'Os textos da página (content/warranty-registration.ts).',
        refusals: 'A frase de cada recusa do banco, pelo hint.',
        options: 'Os ambientes, as superfícies, as pedras do catálogo e os acabamentos.',
        maxPieces: 'Quantas peças um registro pode ter.',
        initial: 'O rascunho guardado (respostas e a chave da tentativa).',
        store: 'Onde o rascunho fica (localStorage, ou memória em testes e histórias).',
        load: 'Carrega o módulo das chamadas (supabase-js) sob demanda.',
        today: 'Hoje em São Paulo (AAAA-MM-DD): o mês da instalação vai de três anos atrás até este mês.',
        retryDelays: 'As pausas entre as tentativas de um registro sem resposta.',
        wait: 'O relógio dessas pausas (trocado nos testes).',
        createKey: 'Cria a chave de cada tentativa.',
      },
    },
    {
      file: 'src/sections/warranty-registration/warranty-certificate.tsx',
      export: 'WarrantyCertificateView',
      props: {
        content: 'Os textos da página.',
        keyFromLink: 'A chave do link (nunca guardada), ou null.',
        load: 'Carrega o módulo das chamadas sob demanda.',
        labels: 'Como dizer cada peça, cada data e as fichas de cuidado (src/lib/warranty-words.ts).',
        options: 'As escolhas de cada peça, para corrigir.',
        maxPieces: 'Quantas peças um registro pode ter.',
        bookVisitHref: 'O link para agendar uma visita.',
        refusals: 'A frase de cada recusa do banco.',
      },
    },
  ],
  content: [
    { file: 'content/warranty-registration.ts', exports: ['warrantyRegistrationContent', 'warrantyRooms', 'warrantySurfaces', 'warrantyLimits', 'warrantyRefusals', 'warrantyEmails'], holds: 'Os textos das páginas e dos e-mails, os ambientes e superfícies, os limites e as recusas.' },
    { file: 'content/warranty.ts', exports: ['warrantyContent'], holds: 'As coberturas e quantos meses cada uma dura.' },
    { file: 'content/warranty-links.ts', exports: ['warrantyRegistrationLinks'], holds: 'Os textos dos links para o registro em /garantia e nas fichas.' },
  ],
  editing: 'Os textos ficam em content/warranty-registration.ts; depois de mudar ambientes, superfícies, limites ou recusas, rode npm run warranty:rules (o banco é gerado a partir dele).',
  behaviour: {
    interactions: [
      'Registrar envia rpc/register_warranty com uma chave por tentativa; sem resposta, tenta de novo com a mesma chave (nunca dois registros nem dois e-mails).',
      'Uma recusa do banco aparece no campo que a causou (nome com endereço de site, e-mail que já recebeu a confirmação hoje, mês fora do prazo, peças).',
      'O certificado chama rpc/confirm_warranty: a primeira vez confirma o endereço (e só então saem o certificado, o aviso à equipe e, com consentimento, os lembretes).',
      'MSW (mocks/warranty.ts): success, refusal (400 confirmation_sent_today), exception (rede), certificateError.',
    ],
    keyboard: [
      { keys: 'Tab', action: 'Percorre os campos, as peças, o consentimento e o botão.' },
      { keys: 'Setas', action: 'Mudam a escolha de cada lista de peça.' },
      { keys: 'Enter', action: 'Num campo, envia o registro.' },
    ],
    motion: ['Nenhum movimento.'],
    touch: ['Campos e botões com 44 px ou mais; a caixa de consentimento com 24 px.'],
  },
  accessibility: [
    'Cada campo com rótulo, dica e erro ligados (aria-describedby); cada peça é um grupo com legenda ("Peça 1").',
    'As recusas e os avisos são role="alert"; o cartão de sucesso recebe o foco no título.',
    'O certificado imprime em A4 sem a moldura do site; os botões ficam de fora da impressão.',
  ],
  tests: ['tests/sections/warranty-form.test.tsx', 'tests/server/warranty-store.test.ts', 'tests/notifications/warranty-mail.test.ts', 'e2e/warranty.spec.ts', 'a11y/warranty.spec.ts'],
};

export const warrantyEmailDoc: ComponentDoc = {
  title: 'E-mails / Garantia',
  name: 'E-mails da garantia',
  purpose:
    'Os e-mails do registro de garantia, todos pela fila única: a confirmação (o único e-mail a um endereço não confirmado, no máximo um por dia, sem nada digitado), o certificado, o aviso à equipe e os lembretes (impermeabilizar na data que a ficha dá; um mês antes do fim de cada cobertura), às 9h de um dia útil no Rio, cada um com List-Unsubscribe e List-Unsubscribe-Post (RFC 8058).',
  routes: [{ path: '(e-mail)', where: 'Enviados pelo servidor Node e pela Edge Function do Supabase (lead_mail.notifications, kinds warranty_*).' }],
  files: ['src/emails/warranty-email.tsx'],
  storiesFile: 'stories/emails/warranty-email.stories.tsx',
  captions: {
    Confirmacao: 'A confirmação: nada do que foi digitado, o link e como ignorar.',
    Certificado: 'O certificado: peças com o próximo lembrete, coberturas com a data final, fichas de cuidado e o link.',
    Equipe: 'O aviso à equipe de um registro confirmado: quem, o que foi instalado, se pediu lembretes.',
    LembreteDeImpermeabilizar: 'O lembrete do teste da gota: as peças, o teste com água e com óleo, /agendar e a saída com um clique.',
    AvisoDeFimDeCobertura: 'Um mês antes do fim de uma cobertura.',
  },
  components: [],
  content: [{ file: 'content/warranty-registration.ts', exports: ['warrantyEmails'], holds: 'Assuntos, títulos e textos dos e-mails.' }],
  editing: 'Mude warrantyEmails em content/warranty-registration.ts.',
  behaviour: {
    interactions: ['Quem envia chama renderWarrantyEmail(tipo, payload, contexto); o payload vem de lead_mail.payload.'],
    keyboard: [{ keys: 'Tab / Enter', action: 'No cliente de e-mail, percorre e segue os links e o botão.' }],
    motion: ['Nenhum movimento.'],
    touch: ['Um botão bronze grande e links em linhas próprias.'],
  },
  accessibility: ['Os mesmos quadros dos e-mails do orçamento: tabelas role="presentation", um h1, lang="pt-BR", texto simples completo.'],
  tests: ['tests/notifications/warranty-mail.test.ts', 'e2e/workbench.spec.ts'],
};
