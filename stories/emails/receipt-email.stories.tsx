import type { Story, StoryDefault } from '@ladle/react';
import { foreignLead, hostileLead, longestLead, stoneLead, typicalLead } from '../../mocks/lead-requests';
import { EmailPreview, type EmailPreviewProps } from './email-preview';

export default { title: 'E-mails / Comprovante' } satisfies StoryDefault<EmailPreviewProps>;

const siteOrigin = 'https://www.lavra.example';

/** A typical request. */
export const Tipico: Story = () => <EmailPreview kind="receipt" request={typicalLead} context={{ siteOrigin }} />;
Tipico.storyName = 'Típico';

/** Every free-text field at the form's limit. */
export const ValoresMaisLongos: Story = () => <EmailPreview kind="receipt" request={longestLead} context={{ siteOrigin }} />;
ValoresMaisLongos.storyName = 'Valores mais longos';

/** From a stone's page: the stones among the answers. */
export const PedidoDePedra: Story = () => <EmailPreview kind="receipt" request={stoneLead} context={{ siteOrigin }} />;
PedidoDePedra.storyName = 'Pedido de pedra';

/** A visitor in Portugal: their number as they gave it. */
export const TelefoneEstrangeiro: Story = () => <EmailPreview kind="receipt" request={foreignLead} context={{ siteOrigin }} />;
TelefoneEstrangeiro.storyName = 'Telefone estrangeiro';

/** A stranger's text in the name and the answers: greeted without a name, none of it repeated. */
export const TextoDeEstranho: Story = () => <EmailPreview kind="receipt" request={{ ...hostileLead, email: 'visitante@exemplo.com.br' }} context={{ siteOrigin }} />;
TextoDeEstranho.storyName = 'Texto de estranho';
