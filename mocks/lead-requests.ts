// The test request, in the two shapes the code sees it: the visitor's answers in the form, and the row the form
// inserts into budget_requests. The wizard's tests type these answers, the row tests and the store's tests send
// this row, and the stored requests below (for the e-mails' tests and stories) are variants of it: a typical one,
// the longest values the form allows, one about stones, one from abroad. Fictional people; example domains.
import type { LeadEmailRequest } from '../src/emails/lead-email-model.ts';
import type { BudgetFormValues } from '../src/lib/budget-steps.ts';
import type { BudgetRequestRow } from '../src/lib/lead-row.ts';

/** The answers of the test request, as the form holds them (tests/lib/lead-row.test.ts proves they make `testRequestRow`). */
export const testRequestAnswers: Readonly<BudgetFormValues> = Object.freeze({
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phone: '21999998888',
  role: 'arquiteto',
  environmentType: 'cozinha',
  applicationType: 'bancada',
  squareMeters: '12 m²',
  timeline: '1-3-meses',
  materialPreference: 'quartzito',
  stylePreference: 'moderno',
  hasReferences: 'sim',
  investmentRange: '20k-50k',
  projectStage: 'projeto-aprovado',
  howFoundUs: 'Indicação de uma amiga',
});

/** The test request as the row the form inserts; each sender gives its own id and user agent. */
export function testRequestRow(own: Pick<BudgetRequestRow, 'id' | 'user_agent'> & Partial<BudgetRequestRow>): BudgetRequestRow {
  return {
    name: 'Ana Souza',
    email: 'ana@exemplo.com.br',
    phone: '21999998888',
    role: 'arquiteto',
    environment_type: 'cozinha',
    application_type: 'bancada',
    square_meters: '12 m²',
    timeline: '1-3-meses',
    material_preference: 'quartzito',
    style_preference: 'moderno',
    has_references: 'sim',
    investment_range: '20k-50k',
    project_stage: 'projeto-aprovado',
    how_found_us: 'Indicação de uma amiga',
    sent_to_whatsapp: true,
    ip_address: null,
    ...own,
  };
}

// The columns a stored request shares with the inserted row (the table adds created_at; the e-mails read no
// IP address, user agent or WhatsApp flag).
const { sent_to_whatsapp: _sent, ip_address: _ip, user_agent: _agent, stone: _stone, ...answered } = testRequestRow({ id: '', user_agent: '' });

const base: LeadEmailRequest = {
  ...answered,
  id: '3f6c2a1e-8b4d-4c2a-9e7f-1a2b3c4d5e6f',
  // 14:24 in São Paulo (UTC-3).
  created_at: '2026-11-26T17:24:00.000Z',
  name: 'Marina Albuquerque',
  email: 'marina.albuquerque@exemplo.com.br',
  phone: '21987654321',
  square_meters: '12 m² de bancada e 3 m lineares de frontão',
  how_found_us: 'Indicação de uma cliente que fez a ilha gourmet com vocês.',
  stone: null,
};

const longText = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

/** What most requests look like. */
export const typicalLead: LeadEmailRequest = base;

/** Every free-text field at the form's maxLength (name 100, e-mail 253, square metres 50, how found us 1000). */
export const longestLead: LeadEmailRequest = {
  ...base,
  id: '9d1e4b7a-2c3f-4e5d-8a9b-0c1d2e3f4a5b',
  name: 'Maria Eduarda Vasconcellos de Albuquerque Cavalcanti Figueiredo Bragança e Orleans de Saxe-Coburgo'.padEnd(100, 'o'),
  // 64 + 1 + 188 = 253 characters, the most the one address rule allows (src/lib/email-address.ts).
  email: `${longText('arquitetura.interiores.', 64)}@${longText('a', 62)}.${longText('b', 62)}.${longText('c', 55)}.com.br`,
  phone: '+491701234567890',
  environment_type: 'multiplos',
  application_type: 'multiplas',
  square_meters: longText('Cozinha 14 m², banheiros 3 × 6 m², escada 22 degraus ', 50),
  timeline: '6-meses',
  investment_range: '100k-mais',
  project_stage: 'planejamento',
  how_found_us: longText(
    'Vi a obra de uma amiga no Leblon, depois segui o perfil no Instagram e visitei o showroom na Barra.\nQueremos a mesma pedra da escada em toda a área social. ',
    1000,
  ),
  stone: 'Calacatta Oro, Taj Mahal, Nero Marquina',
};

/** A request from a stone's page: the row names up to three stones. */
export const stoneLead: LeadEmailRequest = {
  ...base,
  id: '5b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  name: 'Ricardo Tavares',
  email: 'ricardo@exemplo.com',
  phone: '2125556677',
  role: 'proprietario',
  environment_type: 'area-gourmet',
  material_preference: 'granito',
  style_preference: 'rustico',
  has_references: 'nao',
  investment_range: '50k-100k',
  project_stage: 'obra-iniciada',
  how_found_us: 'Google',
  stone: 'Branco Polar, Preto Absoluto, Verde Ubatuba',
};

/** A visitor abroad: the phone stored in E.164. */
export const foreignLead: LeadEmailRequest = {
  ...base,
  id: '7c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f',
  name: 'João Pereira',
  email: 'joao.pereira@exemplo.pt',
  phone: '+351912345678',
  role: 'construtor',
  environment_type: 'banheiro',
  application_type: 'revestimento',
  timeline: 'urgente',
  material_preference: 'marmore',
  style_preference: 'classico',
  investment_range: 'nao-sei',
  project_stage: 'pronto-executar',
  how_found_us: 'Instagram',
  stone: 'Calacatta Oro',
};

/** A stranger's request: links and a sentence where the name and the answers go, an address stored under an older rule. */
export const hostileLead: LeadEmailRequest = {
  ...base,
  id: '7c2d4e6f-8a9b-4c1d-9e2f-3a4b5c6d7e8f',
  name: 'Ganhe 💰 em www.oferta.example',
  email: 'cliente@localhost',
  square_meters: '12 m² veja http://oferta.example',
  how_found_us: 'Acesse https://oferta.example/ganhe agora',
  stone: 'Oferta Especial, Branco Polar',
};
