import type { Story, StoryDefault } from '@ladle/react';
import { mockWarrantyPayloads } from '../../mocks/warranty';
import { WarrantyEmailPreview, type WarrantyEmailPreviewProps } from './warranty-email-preview';

export default { title: 'E-mails / Garantia' } satisfies StoryDefault<WarrantyEmailPreviewProps>;

/** The one e-mail an unconfirmed address gets: nothing the registrant typed, the link and how to ignore it. */
export const Confirmacao: Story = () => <WarrantyEmailPreview kind="warranty_confirm" payload={mockWarrantyPayloads.confirm} />;
Confirmacao.storyName = 'Confirmação';

/** Confirmed: the pieces with their next sealing, each coverage with its end, the care sheets, the certificate link. */
export const Certificado: Story = () => <WarrantyEmailPreview kind="warranty_certificate" payload={mockWarrantyPayloads.certificate} />;

/** The team's notice of a confirmed registration: who, what was installed, whether reminders were asked for. */
export const Equipe: Story = () => <WarrantyEmailPreview kind="warranty_team" payload={mockWarrantyPayloads.team} />;

/** The sealing reminder, at 9h on a working day in Rio: the pieces due, the drop test, /agendar, one-click unsubscribe. */
export const LembreteDeImpermeabilizar: Story = () => <WarrantyEmailPreview kind="warranty_sealing" payload={mockWarrantyPayloads.sealing} />;
LembreteDeImpermeabilizar.storyName = 'Lembrete de impermeabilizar';

/** One month before a coverage ends. */
export const AvisoDeFimDeCobertura: Story = () => <WarrantyEmailPreview kind="warranty_notice" payload={mockWarrantyPayloads.notice} />;
AvisoDeFimDeCobertura.storyName = 'Aviso de fim de cobertura';
