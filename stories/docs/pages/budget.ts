// Documentation of the budget form, the section that stores a lead and opens WhatsApp.
import type { ComponentDoc } from '../doc-types';

export const budgetDoc: ComponentDoc = {
  title: 'Orçamento / Formulário',
  name: 'Formulário de orçamento',
  purpose:
    'O formulário de 5 etapas que transforma uma visita em pedido: identificação, projeto, preferências, investimento e resumo. Guarda uma linha em budget_requests no Supabase e abre o WhatsApp com o pedido.',
  routes: [
    { path: '/#budget', where: 'Penúltima seção da página inicial; toda chamada para ação do site leva até ela.' },
    { path: '/quartizitos, /granitos, …', where: 'As chamadas das outras páginas navegam para /#budget.' },
  ],
  files: [
    'src/sections/budget-wizard/budget-section.tsx',
    'src/sections/budget-wizard/budget-section.styles.ts',
    'src/sections/budget-wizard/budget-shell.tsx',
    'src/sections/budget-wizard/shell-fallback.tsx',
    'src/sections/budget-wizard/use-wizard-loader.ts',
    'src/sections/budget-wizard/budget-wizard.tsx',
    'src/sections/budget-wizard/use-budget-wizard.ts',
    'src/sections/budget-wizard/wizard-deps.ts',
    'src/sections/budget-wizard/submit-flow.ts',
    'src/sections/budget-wizard/use-form-guard.ts',
    'src/sections/budget-wizard/field-binding.ts',
    'src/sections/budget-wizard/step-fields.tsx',
    'src/sections/budget-wizard/choice-group.tsx',
    'src/sections/budget-wizard/phone-field.tsx',
    'src/sections/budget-wizard/honeypot-field.tsx',
    'src/sections/budget-wizard/summary-step.tsx',
    'src/sections/budget-wizard/success-card.tsx',
    'src/sections/budget-wizard/wizard-card.tsx',
    'src/sections/budget-wizard/wizard-card.styles.ts',
    'src/sections/budget-wizard/wizard-nav.tsx',
  ],
  storiesFile: 'stories/sections/budget-wizard.stories.tsx',
  captions: {
    Secao: 'A seção inteira como na página inicial; o assistente carrega quando se aproxima da tela.',
    SecaoAntesDoCarregamento: 'O que o HTML pré-renderizado mostra antes do código do assistente chegar.',
    Etapa1: 'Etapa 1 — nome, e-mail, telefone e perfil.',
    Etapa2: 'Etapa 2 — ambiente, aplicação, metragem e prazo.',
    Etapa3: 'Etapa 3 — material preferido e estilo.',
    Etapa4: 'Etapa 4 — investimento e urgência.',
    Etapa5: 'Etapa 5 — o resumo de todas as respostas, com um caminho de volta a cada etapa.',
    ErrosDeValidacao: 'Como depois de Continuar com a etapa 1 inválida: cada mensagem ligada ao campo.',
    ErrosDeValidacaoEtapa2: 'O mesmo na etapa 2, com grupos de escolha.',
    Processando: 'O envio em andamento: botões desativados, cartão ocupado.',
    Sucesso: 'Solicitação enviada: o cartão de sucesso com o link do WhatsApp.',
    SucessoSemNovaAba: 'O navegador bloqueou a nova aba: o cartão explica e oferece o link.',
    EnvioComSucesso: 'Pressione "Enviar solicitação": o insert responde 201.',
    EnvioComErroDeInsercao: 'Recusado de vez (400, violação de CHECK): registrado no console, o pedido segue pelo chat, sucesso mostrado.',
    EnvioComExcecao: 'A rede falha: chat de contingência com nome e telefone, "Redirecionando...", o pedido espera na caixa de saída.',
    EnvioComErroDeLimite: 'Muitas solicitações deste contato (429): o resumo fica, com aviso e link do chat.',
    AvisoDeMuitasSolicitacoes: 'O que o visitante vê depois de um 429: o aviso sob o resumo, respostas mantidas.',
    EnvioLento: 'O insert demora 3 s: o estado de processamento fica na tela.',
  },
  live: 'Secao',
  components: [
    {
      file: 'src/sections/budget-wizard/budget-section.tsx',
      export: 'BudgetSection',
      props: {
        content: 'Todos os textos do formulário.',
        heading: 'Cabeçalho da seção.',
        company: 'Nome, WhatsApp, telefone e e-mail (contingência sem código).',
        deps: 'Efeitos trocáveis: envio, armazenamento, analytics, relógio, window.open.',
        loadWizard: 'Carrega o código do assistente (import()); as histórias o seguram para mostrar o HTML inicial.',
        reload: 'Recarrega a página ("Tentar novamente" quando o código falhou).',
        stone: 'A pedra de cuja página o visitante veio (/?pedra=slug): o formulário pré-seleciona o material e a nomeia na mensagem do WhatsApp.',
        prefill: 'As respostas que o endereço dá (?ambiente=cozinha&aplicacao=bancada) e se uma estimativa vem junto (?estimativa=1).',
        estimateLink: '"Quanto custa?": o link para a estimativa, para quem quer uma faixa antes de pedir (null tira o link).',
      },
    },
    {
      file: 'src/sections/budget-wizard/budget-wizard.tsx',
      export: 'default',
      props: {
        content: 'Todos os textos do formulário.',
        company: 'Nome e WhatsApp da empresa.',
        deps: 'Efeitos trocáveis (envio, armazenamento, analytics, relógio, window.open).',
        handoff: 'O que foi digitado no HTML pré-renderizado antes do código chegar.',
        initialStep: 'Etapa ao montar (histórias).',
        initialValues: 'Respostas ao montar (histórias).',
        initialStatus: 'Estado do envio ao montar: editing, processing ou submitted.',
        initialResult: 'Resultado do envio ao montar (ex.: nova aba bloqueada).',
        initialLimited: 'Mostra o aviso de muitas solicitações ao montar.',
        showErrors: 'Mostra as mensagens de validação ao montar.',
        stone: 'A pedra de cuja página o visitante veio: material pré-selecionado, guardada na solicitação e nomeada no WhatsApp.',
        prefill: 'As respostas que o endereço dá (ambiente, aplicação) e a estimativa vinda de /estimativa: área e investimento pré-respondidos, a estimativa guardada com a solicitação.',
      },
    },
  ],
  content: [
    { file: 'content/budget-form.ts', exports: ['budgetForm'], holds: 'Etapas, campos, opções, mensagens, botões, avisos, cartão de sucesso e mensagens do WhatsApp.' },
    { file: 'content/home.ts', exports: ['budgetHeading'], holds: 'Cabeçalho da seção.' },
    { file: 'content/company.ts', exports: ['company'], holds: 'Número do WhatsApp, telefone e e-mail.' },
  ],
  editing:
    'Todo texto está em budgetForm (content/budget-form.ts): rótulos em fields, mensagens em messages, botões em buttons, avisos em toasts. Os valores das opções são os guardados na tabela: mude o rótulo, não o valor.',
  behaviour: {
    interactions: [
      'Uma etapa por vez, com barra de progresso (20% por etapa) e o título da etapa em foco ao avançar.',
      'Validação ao sair do campo e ao tentar continuar; uma mensagem corrigida some na hora.',
      'O telefone ganha máscara ao digitar; número estrangeiro com + fica como digitado.',
      'O rascunho é salvo a cada mudança e restaurado (valores e etapa) na próxima visita.',
      'Anti-abuso: um campo-isca oculto e um tempo mínimo de preenchimento; quem falha vê o agradecimento de sempre e nada é enviado.',
    ],
    keyboard: [
      { keys: 'Tab / Shift+Tab', action: 'Campos e grupos na ordem; o campo-isca fica fora da ordem.' },
      { keys: '← → ↑ ↓', action: 'Dentro de um grupo de escolha, move entre as opções.' },
      { keys: 'Enter', action: 'Continua para a próxima etapa (ou envia no resumo).' },
      { keys: 'Alt+T', action: 'Leva o foco ao aviso, se houver.' },
    ],
    motion: ['Ao trocar de etapa o cartão rola para a vista: suave, ou imediato com movimento reduzido.'],
    touch: ['Opções como botões grandes; teclados de e-mail e telefone no celular; botões de 56 px.'],
  },
  accessibility: [
    'Formulário nomeado pelo título da etapa; foco no título ao trocar de etapa.',
    'Campos com rótulo, aria-required e aria-invalid; mensagens em aria-describedby; ao falhar, foco no primeiro erro.',
    'Grupos de escolha são radiogroups com legenda.',
    'Avisos numa região viva educada; o cartão de sucesso recebe o foco.',
    'Sem JavaScript, o HTML oferece WhatsApp, telefone e e-mail (decisão 009).',
  ],
  tests: [
    'tests/sections/budget-wizard.test.tsx',
    'tests/sections/budget-wizard-submit.test.tsx',
    'tests/sections/budget-wizard-section.test.tsx',
    'tests/sections/budget-wizard-guard.test.tsx',
    'tests/sections/budget-wizard-toast.test.tsx',
    'tests/lib/outbox.test.ts',
    'tests/lib/outbox-flush.test.ts',
    'tests/lib/leads.test.ts',
    'tests/lib/budget-schema.test.ts',
    'e2e/budget-form.spec.ts',
    'e2e/lead-whole.spec.ts',
    'e2e/outage.spec.ts',
    'e2e/form-abuse.spec.ts',
    'e2e/no-script-form.spec.ts',
  ],
};

/** The Supabase outcomes the page lets a reviewer try, each with the story that answers that way. */
export interface SupabaseScenarioDoc {
  /** Key in mocks/supabase.ts `supabaseScenarios`. */
  scenario: 'success' | 'insertError' | 'exception' | 'slow' | 'tooMany';
  /** Export of the budget-wizard story that uses it. */
  story: string;
  label: string;
  answer: string;
  visitor: string;
  outbox: string;
}

export const supabaseScenarioDocs: SupabaseScenarioDoc[] = [
  {
    scenario: 'success',
    story: 'EnvioComSucesso',
    label: 'Sucesso',
    answer: '201, sem corpo (a resposta do PostgREST a um insert simples).',
    visitor: 'O aviso "✅ Solicitação registrada!", o cartão de sucesso e o WhatsApp aberto com o pedido; o rascunho é apagado.',
    outbox: 'Gravado antes do envio, removido com a confirmação.',
  },
  {
    scenario: 'insertError',
    story: 'EnvioComErroDeInsercao',
    label: 'Erro de inserção',
    answer: '400 com violação de CHECK (23514). O mesmo vale para 401 e 404: um 4xx que se repetiria sempre.',
    visitor: 'O erro vai para o console; o pedido segue no chat com nome e telefone, e o visitante vê o sucesso de sempre.',
    outbox: 'Removido: nada de dados pessoais fica no navegador (decisão 007).',
  },
  {
    scenario: 'exception',
    story: 'EnvioComExcecao',
    label: 'Exceção (rede)',
    answer: 'Falha de rede (Failed to fetch, status 0); o mesmo para o prazo de 10 s esgotado.',
    visitor: '"Redirecionando..." e o chat de contingência com nome e telefone.',
    outbox: 'Fica na caixa de saída e é reenviado após 15 s, 60 s e 5 min, depois a cada visita e no evento online, por até 7 dias.',
  },
  {
    scenario: 'slow',
    story: 'EnvioLento',
    label: 'Lento',
    answer: '201 depois de 3 s.',
    visitor: 'O estado de processamento (botões desativados, cartão ocupado) durante a espera, depois o sucesso.',
    outbox: 'Como no sucesso.',
  },
  {
    scenario: 'tooMany',
    story: 'EnvioComErroDeLimite',
    label: 'Muitas solicitações (429)',
    answer: '429 LAVRA429 com Retry-After: 600 (limite da tabela por remetente).',
    visitor: 'O resumo fica, com o aviso de muitas solicitações e um link do chat; nenhuma aba abre; as respostas e o rascunho ficam.',
    outbox: 'Não é reenviado: é uma resposta, não uma falha.',
  },
];
