// /garantia/certificado#t=…: the e-mail's link to the certificate. Never indexed; the key is taken out of the address
// before the app starts (src/lib/warranty-key.ts) and kept in the tab's history entry and in memory only.
import { startTransition, useEffect, useState } from 'react';
import { warrantyLimits, warrantyRefusals, warrantyRegistrationContent as content, warrantyEmails } from '../../content/warranty-registration';
import { loadWarranty } from '../lib/warranty-load';
import { takeWarrantyKey } from '../lib/warranty-key';
import { warrantyOptions } from '../lib/warranty-options';
import { careSheets, dayText, monthText, pieceLabel, rioDayText } from '../lib/warranty-words';
import { VisitIntro, VisitPage, VisitTitle } from '../sections/visit-booking/visit-page.styles';
import { WarrantyCertificateView, type CertificateLabels } from '../sections/warranty-registration/warranty-certificate';
import { Alert, Note } from '../sections/visit-booking/visit-booking.styles';
import { usePageHead } from '../seo/use-page-head';
import { Eyebrow } from '../ui/eyebrow';
import { LaterText } from '../theme/later-text';
import { Container } from '../ui/section';

const labels: CertificateLabels = {
  piece: pieceLabel,
  day: dayText,
  instant: rioDayText,
  month: monthText,
  careLinks: (pieces) => careSheets(pieces, warrantyEmails.certificate.careLabel).map((sheet) => ({ href: sheet.path, label: sheet.label })),
};

export default function WarrantyCertificatePage() {
  usePageHead({ ...content.certificateSeo, canonicalPath: null });
  const [key, setKey] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const found = takeWarrantyKey();
    startTransition(() => {
      setKey(found);
      setLive(true);
    });
  }, []);
  return (
    <VisitPage aria-labelledby="certificado-titulo">
      <Container>
        <VisitIntro>
          <Eyebrow>{content.certificate.eyebrow}</Eyebrow>
          <VisitTitle id="certificado-titulo">{content.certificate.title}</VisitTitle>
        </VisitIntro>
        {live ? (
          <WarrantyCertificateView
            content={content}
            keyFromLink={key}
            load={loadWarranty}
            labels={labels}
            options={warrantyOptions}
            maxPieces={warrantyLimits.pieces.max}
            bookVisitHref="/agendar"
            refusals={warrantyRefusals}
          />
        ) : (
          <>
            <LaterText as={Alert} text={content.certificate.missingKey} />
            <LaterText as={Note} text={content.certificate.loading} />
          </>
        )}
      </Container>
    </VisitPage>
  );
}
