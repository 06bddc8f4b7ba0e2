// The certificate, opened by the e-mail's link (its key taken out of the address before the app starts): following
// the link confirms the address; the page shows the pieces with each one's next sealing reminder (the date the
// database computed from the care sheets), each coverage with the day it runs until, the care sheet of each stone;
// it prints on one A4 sheet, lets the client correct the pieces or delete the registration.
import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { warrantyRegistrationContent } from '../../../content/warranty-registration';
import type { WarrantyCertificate } from '../../lib/warranty-registration';
import type { WarrantyModule } from '../../lib/warranty-load';
import { Button, ButtonLink } from '../../ui/button';
import { printFrame } from '../care/care-layout.styles';
import { Alert, Card, Note } from '../visit-booking/visit-booking.styles';
import { PiecesEditor, type Option, type PieceValues } from './warranty-fields';

type Content = typeof warrantyRegistrationContent;

const Sheet = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  maxWidth: '46rem',
  '& h2': { fontFamily: theme.fonts.display, fontSize: theme.fontSizes.h3, margin: 0 },
  '& dl': { margin: 0, display: 'grid', gap: theme.space(1.5) },
  '& dt': { fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.16em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  '& dd': { margin: 0 },
  '& ol, & ul': { margin: 0, paddingLeft: theme.space(3), display: 'grid', gap: theme.space(1) },
  '@media print': { gap: theme.space(1.5), '& li': { breakInside: 'avoid' } },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5) }));

export interface CertificateLabels {
  piece: (piece: WarrantyCertificate['pieces'][number]) => string;
  /** A calendar day 'AAAA-MM-DD' and a reminder's instant, as dates in Rio; the installation month. */
  day: (day: string) => string;
  instant: (iso: string) => string;
  month: (day: string) => string;
  careLinks: (pieces: WarrantyCertificate['pieces']) => { href: string; label: string }[];
}

export interface WarrantyCertificateViewProps {
  content: Content;
  /** The key from the link, or null when the address had none. */
  keyFromLink: string | null;
  load: () => Promise<WarrantyModule>;
  labels: CertificateLabels;
  options: { rooms: readonly Option[]; surfaces: readonly Option[]; stones: readonly Option[]; finishes: readonly Option[] };
  maxPieces: number;
  bookVisitHref: string;
  refusals: Readonly<Record<string, string>>;
}

type State =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'not-found' }
  | { phase: 'error' }
  | { phase: 'deleted' }
  | { phase: 'shown'; certificate: WarrantyCertificate };

export function WarrantyCertificateView({ content, keyFromLink, load, labels, options, maxPieces, bookVisitHref, refusals }: WarrantyCertificateViewProps) {
  const c = content.certificate;
  const [state, setState] = useState<State>(keyFromLink ? { phase: 'loading' } : { phase: 'missing' });
  const [editing, setEditing] = useState<PieceValues[] | null>(null);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Following the link confirms the address and answers the certificate; calling it again only answers.
  const fetchCertificate = useCallback(
    () =>
      (keyFromLink ? load().then((module) => module.confirmWarranty(keyFromLink)) : Promise.reject(new Error('no key'))).then(
        (result): State => (result.ok ? { phase: 'shown', certificate: result.data } : result.hint === 'not_found' ? { phase: 'not-found' } : { phase: 'error' }),
        (): State => ({ phase: 'error' }),
      ),
    [keyFromLink, load],
  );
  useEffect(() => {
    if (!keyFromLink) return;
    let current = true;
    void fetchCertificate().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [keyFromLink, fetchCertificate]);
  const open = () => {
    setState({ phase: 'loading' });
    void fetchCertificate().then(setState);
  };

  if (state.phase === 'missing') return <Alert role="alert">{c.missingKey}</Alert>;
  if (state.phase === 'loading') return <Note role="status">{c.loading}</Note>;
  if (state.phase === 'not-found') return <Alert role="alert">{refusals.not_found}</Alert>;
  if (state.phase === 'deleted') return <Card role="status">{c.deleted}</Card>;
  if (state.phase === 'error') {
    return (
      <Alert role="alert">
        {c.loadError}{' '}
        <Button type="button" variant="secondary" onClick={open}>
          {c.retry}
        </Button>
      </Alert>
    );
  }

  const { certificate } = state;
  const save = async () => {
    if (!editing || !keyFromLink) return;
    if (editing.some((piece) => !piece.room || !piece.surface || !piece.stone || !piece.finish)) {
      setMessage(content.messages.pieces);
      return;
    }
    const result = await (await load()).updateWarrantyPieces(keyFromLink, editing.map((piece) => ({ ...piece, finish: piece.finish === 'levigado' ? ('levigado' as const) : ('polido' as const) })));
    if (result.ok) {
      setState({ phase: 'shown', certificate: result.data });
      setEditing(null);
      setMessage(c.saved);
      headingRef.current?.focus();
    } else setMessage(result.hint && result.hint in refusals ? refusals[result.hint]! : c.loadError);
  };
  const remove = async () => {
    if (!keyFromLink) return;
    const result = await (await load()).deleteWarranty(keyFromLink);
    if (result.ok) setState({ phase: 'deleted' });
    else setMessage(c.loadError);
  };

  return (
    <Sheet aria-labelledby="certificado-dados">
      <Global styles={printFrame} />
      <h2 id="certificado-dados" ref={headingRef} tabIndex={-1}>
        {certificate.name}
      </h2>
      {message ? <Note role="status">{message}</Note> : null}
      <dl>
        <div>
          <dt>{c.installed}</dt>
          <dd>{labels.month(certificate.installed_on)}</dd>
        </div>
        {certificate.order_number ? (
          <div>
            <dt>{c.order}</dt>
            <dd>{certificate.order_number}</dd>
          </div>
        ) : null}
      </dl>
      <h2>{c.piecesTitle}</h2>
      {editing ? (
        <div data-print="hide">
          <PiecesEditor text={content.pieces} pieces={editing} options={options} max={maxPieces} errorOf={() => undefined} onChange={setEditing} />
          <Actions>
            <Button type="button" onClick={() => void save()}>
              {c.save}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
              {c.cancelEdit}
            </Button>
          </Actions>
        </div>
      ) : (
        <ol>
          {certificate.pieces.map((piece, index) => (
            <li key={index}>
              {labels.piece(piece)}
              <br />
              <small>{piece.next_sealing ? c.sealingNext.replace('{date}', labels.instant(piece.next_sealing)) : c.sealingNone}</small>
            </li>
          ))}
        </ol>
      )}
      <h2>{c.coversTitle}</h2>
      <dl>
        {certificate.covers.map((cover) => (
          <div key={cover.id}>
            <dt>{cover.title}</dt>
            <dd>{c.until.replace('{date}', labels.day(cover.until))}</dd>
          </div>
        ))}
      </dl>
      <Note>{c.startNote}</Note>
      <h2>{c.careTitle}</h2>
      <ul>
        {labels.careLinks(certificate.pieces).map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <Note>{certificate.reminders ? c.remindersOn : c.remindersOff}</Note>
      <Actions data-print="hide">
        <Button type="button" onClick={() => window.print()}>
          {c.print}
        </Button>
        {editing ? null : (
          <Button type="button" variant="secondary" onClick={() => setEditing(certificate.pieces.map(({ room, surface, stone, finish }) => ({ room, surface, stone, finish })))}>
            {c.edit}
          </Button>
        )}
        <ButtonLink href={bookVisitHref} variant="secondary">
          {c.bookVisit}
        </ButtonLink>
        <Button type="button" variant="ghost" onClick={() => setAsking(true)}>
          {c.delete}
        </Button>
      </Actions>
      {asking ? (
        <Alert role="alertdialog" aria-label={c.delete} data-print="hide">
          <p>{c.deleteQuestion}</p>
          <Actions>
            <Button type="button" onClick={() => void remove()}>
              {c.deleteConfirm}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
              {c.deleteKeep}
            </Button>
          </Actions>
        </Alert>
      ) : null}
    </Sheet>
  );
}
