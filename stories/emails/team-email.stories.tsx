import type { Story, StoryDefault } from '@ladle/react';
import { leadEmails } from '../../content/lead-emails';
import { foreignLead, hostileLead, longestLead, stoneLead, typicalLead } from '../../mocks/lead-requests';
import { EmailPreview, type EmailPreviewProps } from './email-preview';

export default { title: 'E-mails / Equipe' } satisfies StoryDefault<EmailPreviewProps>;

const siteOrigin = 'https://www.lavra.example';

/** A typical request; the receipt went out. */
export const Tipico: Story = () => <EmailPreview kind="team" request={typicalLead} context={{ siteOrigin, receipt: { state: 'sent' } }} />;
Tipico.storyName = 'Típico';

/** Every free-text field at the form's limit, a 15-digit foreign phone and three stones. */
export const ValoresMaisLongos: Story = () => (
  <EmailPreview kind="team" request={longestLead} context={{ siteOrigin, receipt: { state: 'sent' } }} />
);
ValoresMaisLongos.storyName = 'Valores mais longos';

/** From a stone's page (three stones); the visitor already had a receipt today, so none went. */
export const PedidoDePedra: Story = () => (
  <EmailPreview kind="team" request={stoneLead} context={{ siteOrigin, receipt: { state: 'not-sent', reason: leadEmails.receiptReasons.dailyLimit } }} />
);
PedidoDePedra.storyName = 'Pedido de pedra';

/** A visitor in Portugal: WhatsApp and the call go to +351. */
export const TelefoneEstrangeiro: Story = () => (
  <EmailPreview kind="team" request={foreignLead} context={{ siteOrigin, receipt: { state: 'sent' } }} />
);
TelefoneEstrangeiro.storyName = 'Telefone estrangeiro';

/** The receipt is waiting for its next try: not "sent" yet. */
export const ComprovantePendente: Story = () => (
  <EmailPreview kind="team" request={typicalLead} context={{ siteOrigin, receipt: { state: 'pending', retryAt: '2026-11-26T17:35:00.000Z' } }} />
);
ComprovantePendente.storyName = 'Comprovante pendente';

/** An address no message can go to (stored under an older rule): no Reply-To, and the e-mail says so. */
export const EnderecoInvalido: Story = () => (
  <EmailPreview kind="team" request={hostileLead} context={{ siteOrigin, receipt: { state: 'not-sent', reason: leadEmails.receiptReasons.invalidAddress } }} />
);
EnderecoInvalido.storyName = 'Endereço inválido';
