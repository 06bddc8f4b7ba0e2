// Every text, option value and label of the budget form: steps, fields, validation messages,
// toasts, the success card and the WhatsApp messages. Option values are the ones stored in
// budget_requests; labels are what the visitor reads (and what the summary shows).
import { deepFreeze } from './deep-freeze';

/** Form fields in camelCase, as the spec names them. */
export type BudgetFieldName =
  | 'name'
  | 'email'
  | 'phone'
  | 'role'
  | 'environmentType'
  | 'applicationType'
  | 'squareMeters'
  | 'timeline'
  | 'materialPreference'
  | 'stylePreference'
  | 'hasReferences'
  | 'investmentRange'
  | 'projectStage'
  | 'howFoundUs';

export interface BudgetOption {
  value: string;
  label: string;
  /** A short second line under the label. */
  hint?: string;
}

interface BudgetFieldBase {
  name: BudgetFieldName;
  label: string;
  hint?: string;
}

export interface BudgetTextField extends BudgetFieldBase {
  kind: 'text' | 'email' | 'tel' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  maxLength: number;
}

export interface BudgetChoiceField extends BudgetFieldBase {
  kind: 'choice';
  options: readonly BudgetOption[];
  /** Columns of option cards on phones, and from the tablet breakpoint up. */
  mobileColumns: 1 | 2;
  columns: 1 | 2 | 3 | 4;
}

export type BudgetFieldContent = BudgetTextField | BudgetChoiceField;

export interface BudgetStepContent {
  /** Short name, used by the summary and the progress label. */
  title: string;
  description: string;
  fields: readonly BudgetFieldContent[];
}

export interface ToastText {
  title: string;
  description: string;
}

export interface BudgetFormContent {
  assurances: readonly string[];
  requiredNote: string;
  /** Marks a required field for screen readers; the asterisk itself is hidden from them. */
  requiredLabel: string;
  progress: { label: string; ariaLabel: string };
  /** Steps 1 to 4 ask, step 5 summarises. */
  steps: readonly [BudgetStepContent, BudgetStepContent, BudgetStepContent, BudgetStepContent];
  summary: { title: string; description: string; edit: string; editLabel: string };
  buttons: { back: string; next: string; submit: string; processing: string };
  submitNote: string;
  /** The field only robots fill: its name looks like a real question, its label tells any person who meets it to skip it. */
  honeypot: { name: string; label: string };
  messages: Readonly<Record<BudgetFieldName, string>>;
  toasts: { success: ToastText; fallback: ToastText; regionLabel: string; close: string };
  /**
   * Shown in the prerendered form when its code has not arrived (JavaScript off, or the code failed to load):
   * the other ways in, and a retry that keeps what was typed.
   */
  offline: { title: string; text: string; retry: string; whatsapp: string; phone: string; email: string };
  /** The backend's answer to too many requests from one sender (HTTP 429): shown in the form, the draft kept. */
  limited: { title: string; text: string; chatLabel: string };
  success: { title: string; text: string; newRequest: string; openWhatsApp: string; blockedNote: string; opensInNewTab: string };
  whatsapp: {
    /** Sent after a stored request: no form values. {company} is the company's name. */
    greeting: string;
    /** Sent when the request could not be stored: {name} and {phone} are filled in. */
    fallback: string;
    /** Added to either message when the visitor came from a stone's page: {stone} is its name. */
    stone: string;
    /** Added instead when the visitor came from a comparison: {stones} are their names ('A, B e C'). */
    stones: string;
    /** Shown in the new tab for the moment it takes to reach WhatsApp. */
    opening: string;
  };
}

export const budgetForm: BudgetFormContent = deepFreeze({
  assurances: [
    'Resposta da equipe técnica em até 24 horas',
    'Orçamento gratuito e sem compromisso',
    'Aceitamos projetos em PDF, DWG ou SKP',
  ],
  requiredNote: 'Todos os campos são obrigatórios.',
  requiredLabel: 'obrigatório',
  progress: { label: 'Etapa {step} de {total}', ariaLabel: 'Progresso da solicitação' },
  steps: [
    {
      title: 'Identificação',
      description: 'Para sabermos com quem vamos conversar.',
      fields: [
        { name: 'name', kind: 'text', label: 'Nome completo', placeholder: 'Seu nome', autoComplete: 'name', maxLength: 100 },
        { name: 'email', kind: 'email', label: 'E-mail', placeholder: 'voce@exemplo.com.br', autoComplete: 'email', maxLength: 253 },
        { name: 'phone', kind: 'tel', label: 'Telefone ou WhatsApp', placeholder: '(21) 99999-8888', autoComplete: 'tel', maxLength: 20 },
        {
          name: 'role',
          kind: 'choice',
          label: 'Qual é o seu perfil?',
          mobileColumns: 1,
          columns: 1,
          options: [
            { value: 'arquiteto', label: 'Arquiteto/Designer', hint: 'Especifico para clientes' },
            { value: 'construtor', label: 'Construtor/Incorporador', hint: 'Executo obras e empreendimentos' },
            { value: 'proprietario', label: 'Proprietário Final', hint: 'O projeto é para mim' },
          ],
        },
      ],
    },
    {
      title: 'Sobre o projeto',
      description: 'Onde a pedra vai entrar, em que medida e em que prazo.',
      fields: [
        {
          name: 'environmentType',
          kind: 'choice',
          label: 'Qual ambiente?',
          mobileColumns: 2,
          columns: 3,
          options: [
            { value: 'cozinha', label: 'Cozinha' },
            { value: 'banheiro', label: 'Banheiro' },
            { value: 'area-gourmet', label: 'Área gourmet' },
            { value: 'lavabo', label: 'Lavabo' },
            { value: 'multiplos', label: 'Múltiplos ambientes' },
            { value: 'outro', label: 'Outro' },
          ],
        },
        {
          name: 'applicationType',
          kind: 'choice',
          label: 'Qual aplicação?',
          mobileColumns: 1,
          columns: 2,
          options: [
            { value: 'bancada', label: 'Bancada' },
            { value: 'revestimento', label: 'Revestimento de parede' },
            { value: 'piso', label: 'Piso' },
            { value: 'multiplas', label: 'Múltiplas aplicações' },
          ],
        },
        {
          name: 'squareMeters',
          kind: 'text',
          label: 'Metragem aproximada',
          placeholder: 'Ex.: 12 m² ou 4 m lineares',
          hint: 'Uma estimativa basta: medimos no local antes da proposta final.',
          maxLength: 50,
        },
        {
          name: 'timeline',
          kind: 'choice',
          label: 'Prazo desejado',
          mobileColumns: 1,
          columns: 2,
          options: [
            { value: 'urgente', label: 'Urgente (menos de 30 dias)' },
            { value: '1-3-meses', label: '1 a 3 meses' },
            { value: '3-6-meses', label: '3 a 6 meses' },
            { value: '6-meses', label: 'Mais de 6 meses' },
          ],
        },
      ],
    },
    {
      title: 'Preferências e estilo',
      description: 'Um ponto de partida para a curadoria. Tudo pode mudar na conversa.',
      fields: [
        {
          name: 'materialPreference',
          kind: 'choice',
          label: 'Material preferido',
          mobileColumns: 2,
          columns: 3,
          options: [
            { value: 'marmore', label: 'Mármore' },
            { value: 'granito', label: 'Granito' },
            { value: 'quartzito', label: 'Quartzito' },
            { value: 'sinterizado', label: 'Sinterizado' },
            { value: 'nao-sei', label: 'Ainda não sei' },
          ],
        },
        {
          name: 'stylePreference',
          kind: 'choice',
          label: 'Estilo desejado',
          mobileColumns: 2,
          columns: 4,
          options: [
            { value: 'classico', label: 'Clássico' },
            { value: 'moderno', label: 'Moderno' },
            { value: 'rustico', label: 'Rústico' },
            { value: 'luxuoso', label: 'Luxuoso' },
          ],
        },
        {
          name: 'hasReferences',
          kind: 'choice',
          label: 'Já tem referências ou projeto?',
          mobileColumns: 2,
          columns: 2,
          options: [
            { value: 'sim', label: 'Sim', hint: 'Plantas, fotos ou moodboard' },
            { value: 'nao', label: 'Não', hint: 'Vamos construir juntos' },
          ],
        },
      ],
    },
    {
      title: 'Investimento e urgência',
      description: 'Para propor materiais compatíveis com o seu momento e o seu orçamento.',
      fields: [
        {
          // A non-breaking space keeps "R$" with its amount when a label wraps.
          name: 'investmentRange',
          kind: 'choice',
          label: 'Faixa de investimento',
          mobileColumns: 1,
          columns: 2,
          options: [
            { value: 'ate-20k', label: 'Até R$\u00a020.000' },
            { value: '20k-50k', label: 'R$\u00a020.000 a R$\u00a050.000' },
            { value: '50k-100k', label: 'R$\u00a050.000 a R$\u00a0100.000' },
            { value: '100k-mais', label: 'Acima de R$\u00a0100.000' },
            { value: 'nao-sei', label: 'Ainda não sei' },
          ],
        },
        {
          name: 'projectStage',
          kind: 'choice',
          label: 'Em que etapa está o projeto?',
          mobileColumns: 2,
          columns: 2,
          options: [
            { value: 'planejamento', label: 'Planejamento' },
            { value: 'projeto-aprovado', label: 'Projeto aprovado' },
            { value: 'obra-iniciada', label: 'Obra iniciada' },
            { value: 'pronto-executar', label: 'Pronto para executar' },
          ],
        },
        {
          name: 'howFoundUs',
          kind: 'textarea',
          label: 'Como nos conheceu?',
          placeholder: 'Indicação, Instagram, uma obra que você visitou…',
          maxLength: 1000,
        },
      ],
    },
  ],
  summary: {
    title: 'Resumo',
    description: 'Confira suas respostas antes de enviar. Você pode voltar a qualquer etapa.',
    edit: 'Editar',
    editLabel: 'Editar {section}',
  },
  buttons: { back: 'Voltar', next: 'Continuar', submit: 'Enviar solicitação', processing: 'Processando...' },
  submitNote: 'Ao enviar, abrimos uma conversa no WhatsApp com a nossa equipe.',
  honeypot: { name: 'website', label: 'Deixe este campo em branco' },
  messages: {
    name: 'Nome deve ter pelo menos 2 caracteres',
    email: 'Email inválido',
    phone: 'Telefone inválido',
    role: 'Selecione seu perfil',
    environmentType: 'Selecione o tipo de ambiente',
    applicationType: 'Selecione o tipo de aplicação',
    squareMeters: 'Informe a metragem aproximada',
    timeline: 'Selecione o prazo desejado',
    materialPreference: 'Selecione o material preferido',
    stylePreference: 'Selecione o estilo desejado',
    hasReferences: 'Informe se possui referências',
    investmentRange: 'Selecione a faixa de investimento',
    projectStage: 'Selecione a etapa do projeto',
    howFoundUs: 'Conte como nos conheceu',
  },
  toasts: {
    success: { title: '✅ Solicitação registrada!', description: 'Seus dados foram salvos e você será redirecionado para o WhatsApp.' },
    fallback: { title: 'Redirecionando...', description: 'Abrindo WhatsApp para finalizar sua solicitação.' },
    // The spec names the notification region this way; Alt+T moves focus to it.
    regionLabel: 'Notifications',
    close: 'Fechar aviso',
  },
  offline: {
    title: 'O formulário ainda não carregou.',
    text: 'Sem o código desta página (o JavaScript está desligado ou a conexão falhou), não conseguimos enviar a sua solicitação por aqui. O que você digitou continua na tela. Fale com a gente por outro caminho, ou tente carregar de novo.',
    retry: 'Tentar novamente',
    whatsapp: 'WhatsApp',
    phone: 'Telefone',
    email: 'E-mail',
  },
  limited: {
    title: 'Recebemos muitas solicitações suas em pouco tempo.',
    text: 'Para proteger o atendimento, aceitamos até 5 pedidos do mesmo contato a cada 10 minutos. Suas respostas continuam aqui: tente enviar de novo em alguns minutos ou fale agora com a nossa equipe pelo WhatsApp.',
    chatLabel: 'Falar pelo WhatsApp',
  },
  success: {
    title: 'Solicitação enviada com sucesso!',
    text: 'Recebemos sua solicitação de orçamento. Nossa equipe técnica analisará seu projeto e entrará em contato em até 24 horas.',
    newRequest: 'Fazer nova solicitação',
    openWhatsApp: 'Abrir WhatsApp',
    blockedNote: 'Seu navegador impediu a abertura automática do WhatsApp. Use o botão abaixo para continuar a conversa.',
    opensInNewTab: '(abre em nova aba)',
  },
  whatsapp: {
    greeting:
      'Olá! Acabei de enviar uma solicitação de orçamento pelo site da {company} e gostaria de conversar sobre o meu projeto em pedra natural.',
    fallback:
      'Olá! Meu nome é {name} e meu telefone é {phone}. Tentei enviar uma solicitação de orçamento pelo site da {company} e gostaria de conversar sobre o meu projeto em pedra natural.',
    stone: 'Vim pela página da pedra {stone}.',
    stones: 'Estou comparando as pedras {stones}.',
    opening: 'Abrindo o WhatsApp…',
  },
} satisfies BudgetFormContent);
