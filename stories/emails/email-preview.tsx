// Shows a rendered lead e-mail as a reviewer needs it: its headers, the HTML at 600 and 360 px (each in its
// own frame, as a mail client draws it apart from any page styles), and the plain-text part beside it.
// It renders through renderLeadEmail itself, the senders' own entry point.
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { LeadEmailRequest } from '../../src/emails/lead-email-model';
import { renderLeadEmail, type LeadEmailContext, type LeadEmailKind, type RenderedLeadEmail } from '../../src/emails/render-lead-email';

export interface EmailPreviewProps {
  kind: LeadEmailKind;
  request: LeadEmailRequest;
  context: LeadEmailContext;
}

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  padding: theme.space(3),
  background: theme.colors.travertine,
  color: theme.colors.ink,
  fontFamily: theme.fonts.body,
}));

const Columns = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.space(3),
}));

const Panel = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space(1),
  minWidth: 0,
  '& figcaption': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: theme.colors.inkMuted },
}));

const Frame = styled.iframe(({ theme }) => ({
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.bone,
  display: 'block',
}));

const TextPanel = styled(Panel)({ flex: '1 1 320px', maxWidth: '600px' });

const Text = styled.pre(({ theme }) => ({
  margin: 0,
  padding: theme.space(2),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  fontSize: theme.fontSizes.xs,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
}));

const Headers = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
}));

const mailboxes = (list: readonly { name: string; address: string }[]) => list.map((box) => `${box.name} <${box.address}>`).join(', ');

/** A frame as tall as the e-mail it holds, so the whole message reads without a scroll box inside the story. */
function EmailFrame({ html, width, title }: { html: string; width: number; title: string }) {
  const [height, setHeight] = useState(600);
  return (
    <Frame
      title={title}
      srcDoc={html}
      width={width}
      height={height}
      onLoad={(event) => {
        const body = event.currentTarget.contentDocument?.documentElement;
        if (body) setHeight(body.scrollHeight + 2);
      }}
    />
  );
}

export function EmailPreview({ kind, request, context }: EmailPreviewProps) {
  const [email, setEmail] = useState<RenderedLeadEmail | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Stories pass fresh objects on every render: the e-mail is rendered again only when what it says changes.
  const input = JSON.stringify({ kind, request, context });
  useEffect(() => {
    let live = true;
    const props = JSON.parse(input) as EmailPreviewProps;
    renderLeadEmail(props.kind, props.request, props.context).then(
      (rendered) => live && setEmail(rendered),
      (reason: unknown) => live && setError(String(reason)),
    );
    return () => {
      live = false;
    };
  }, [input]);

  if (error) return <p role="alert">{error}</p>;
  // Nothing until the e-mail exists: the story test waits for visible content, so it sees the finished e-mail.
  if (!email) return null;
  return <RenderedEmailView email={email} label={kind === 'team' ? 'E-mail à equipe' : 'Comprovante ao cliente'} />;
}

/** A rendered message of any template: its headers, the HTML at 600 and 360 px and the plain text. */
export function RenderedEmailView({ email, label }: { email: { subject: string; html: string; text: string; to: readonly { name: string; address: string }[]; replyTo?: { name: string; address: string }; preheader?: string; headers?: Readonly<Record<string, string>> }; label: string }) {
  return (
    <Layout data-email-rendered="">
      <Headers aria-label="Cabeçalhos">
        <dt>Assunto</dt>
        <dd>{email.subject}</dd>
        <dt>Para</dt>
        <dd>{mailboxes(email.to)}</dd>
        {email.replyTo ? (
          <>
            <dt>Responder para</dt>
            <dd>{mailboxes([email.replyTo])}</dd>
          </>
        ) : null}
        {email.preheader ? (
          <>
            <dt>Pré-cabeçalho</dt>
            <dd>{email.preheader}</dd>
          </>
        ) : null}
        {Object.entries(email.headers ?? {}).map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Headers>
      <Columns>
        <Panel>
          <figcaption>HTML · 600 px</figcaption>
          <EmailFrame html={email.html} width={602} title={`${label}, HTML a 600 px`} />
        </Panel>
        <Panel>
          <figcaption>HTML · 360 px</figcaption>
          <EmailFrame html={email.html} width={362} title={`${label}, HTML a 360 px`} />
        </Panel>
        <TextPanel>
          <figcaption>Texto simples</figcaption>
          <Text>{email.text}</Text>
        </TextPanel>
      </Columns>
    </Layout>
  );
}
