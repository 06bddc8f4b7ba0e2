// /garantia/registrar: the client records what was installed and when. The prerendered file holds the heading and
// a placeholder; the form runs once the page has hydrated, and without JavaScript the page says how to register by
// WhatsApp or e-mail.
import styled from '@emotion/styled';
import { startTransition, useEffect, useState } from 'react';
import { WARRANTY_REGISTER_PATH } from '../../content/care-paths';
import { company } from '../../content/company';
import { warrantyLimits, warrantyRefusals, warrantyRegistrationContent as content } from '../../content/warranty-registration';
import { browserStorage } from '../lib/storage';
import { dayKeyOf } from '../lib/visit-booking-time';
import { emptyWarrantyValues, loadWarrantyDraft } from '../lib/warranty-draft';
import { loadWarranty } from '../lib/warranty-load';
import { warrantyOptions } from '../lib/warranty-options';
import { Note, StepLegend } from '../sections/visit-booking/visit-booking.styles';
import { VisitIntro, VisitLead, VisitPage, VisitTitle } from '../sections/visit-booking/visit-page.styles';
import { WarrantyForm } from '../sections/warranty-registration/warranty-form';
import { WarrantyNoScript } from '../sections/warranty-registration/warranty-no-script';
import { usePageHead } from '../seo/use-page-head';
import { Eyebrow } from '../ui/eyebrow';
import { LaterText } from '../theme/later-text';
import { Container } from '../ui/section';

const Pending = styled.div({ minHeight: '60vh' });
const noScriptRule = '[data-warranty-pending]{display:none}';
/** The form's first step as it opens: its labels, hints and placeholder. */
const firstStepText = Object.values(content.fields)
  .flatMap((field) => [field.label, 'hint' in field ? field.hint : '', 'placeholder' in field ? field.placeholder : ''])
  .join(' ');

function LiveForm() {
  const [initial] = useState(() => loadWarrantyDraft(browserStorage) ?? { values: emptyWarrantyValues(), clientKey: null });
  return (
    <WarrantyForm
      content={content}
      refusals={warrantyRefusals}
      options={warrantyOptions}
      maxPieces={warrantyLimits.pieces.max}
      initial={initial}
      store={browserStorage}
      load={loadWarranty}
      today={dayKeyOf(new Date())}
    />
  );
}

export default function WarrantyRegisterPage() {
  usePageHead({ ...content.seo, canonicalPath: WARRANTY_REGISTER_PATH });
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return (
    <VisitPage aria-labelledby="garantia-registrar-titulo">
      <Container>
        <VisitIntro>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <VisitTitle id="garantia-registrar-titulo">{content.title}</VisitTitle>
          <VisitLead>{content.lead}</VisitLead>
        </VisitIntro>
        {live ? (
          <LiveForm />
        ) : (
          <Pending data-warranty-pending="">
            {Object.values(content.steps).map((step) => (
              <LaterText key={step} as={StepLegend} text={step} />
            ))}
            <LaterText as={Note} text={firstStepText} />
          </Pending>
        )}
        <noscript>
          <style>{noScriptRule}</style>
          <WarrantyNoScript content={content.noscript} company={company} />
        </noscript>
      </Container>
    </VisitPage>
  );
}
