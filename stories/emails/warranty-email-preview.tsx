// A warranty e-mail as a reviewer needs it (the lead e-mails' preview: headers, HTML at 600 and 360 px, plain text),
// rendered through renderWarrantyEmail itself, with the List-Unsubscribe fields a reminder carries.
import { useEffect, useState } from 'react';
import { renderWarrantyEmail, type RenderedWarrantyEmail, type WarrantyEmailKind, type WarrantyPayload } from '../../src/emails/warranty-email';
import { RenderedEmailView } from './email-preview';

export interface WarrantyEmailPreviewProps {
  kind: WarrantyEmailKind;
  payload: WarrantyPayload;
}

const LABELS: Record<WarrantyEmailKind, string> = {
  warranty_confirm: 'Confirmação ao cliente',
  warranty_certificate: 'Certificado ao cliente',
  warranty_team: 'Garantia à equipe',
  warranty_sealing: 'Lembrete de impermeabilizar',
  warranty_notice: 'Aviso de fim de cobertura',
};

export function WarrantyEmailPreview({ kind, payload }: WarrantyEmailPreviewProps) {
  const [email, setEmail] = useState<RenderedWarrantyEmail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = JSON.stringify({ kind, payload });
  useEffect(() => {
    let live = true;
    const props = JSON.parse(input) as WarrantyEmailPreviewProps;
    renderWarrantyEmail(props.kind, props.payload, { siteOrigin: 'https://www.lavra.example', unsubscribeUrl: 'https://projeto.supabase.co/functions/v1/lead-notifications/descadastrar' }).then(
      (rendered) => live && setEmail(rendered),
      (reason: unknown) => live && setError(String(reason)),
    );
    return () => {
      live = false;
    };
  }, [input]);
  if (error) return <p role="alert">{error}</p>;
  if (!email) return null;
  const headers = email.unsubscribe
    ? { 'List-Unsubscribe': `<${email.unsubscribe.url}>, <${email.unsubscribe.mailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return <RenderedEmailView email={{ ...email, ...(headers ? { headers } : {}) }} label={LABELS[kind]} />;
}
