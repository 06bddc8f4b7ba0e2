import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { company } from '../../content/company';
import { warrantyEmails, warrantyLimits, warrantyRefusals, warrantyRegistrationContent } from '../../content/warranty-registration';
import { withSite } from '../../mocks/site';
import { MOCK_WARRANTY_KEY, warrantyScenarios } from '../../mocks/warranty';
import { createMemoryStorage } from '../../src/lib/storage';
import { emptyWarrantyValues, type WarrantyFormValues } from '../../src/lib/warranty-draft';
import { warrantyOptions } from '../../src/lib/warranty-options';
import { careSheets, dayText, monthText, pieceLabel, rioDayText } from '../../src/lib/warranty-words';
import { WarrantyCertificateView, type CertificateLabels } from '../../src/sections/warranty-registration/warranty-certificate';
import { WarrantyForm } from '../../src/sections/warranty-registration/warranty-form';
import { WarrantyNoScript } from '../../src/sections/warranty-registration/warranty-no-script';
import { Container, SectionShell } from '../../src/ui/section';

export default { title: 'Seções / Registrar garantia' } satisfies StoryDefault;

// A fixed day: installations from November 2023 to November 2026 are accepted.
const TODAY = '2026-11-29';
const load = () => import('../../src/lib/warranty-registration');
const answered: WarrantyFormValues = {
  ...emptyWarrantyValues(),
  name: 'Ana Souza',
  email: 'ana.souza@exemplo.com.br',
  installedMonth: '2026-11',
  pieces: [
    { room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido' },
    { room: 'cozinha', surface: 'ilha', stone: 'preto-absoluto', finish: 'polido' },
  ],
  reminders: true,
};
const labels: CertificateLabels = {
  piece: pieceLabel,
  day: dayText,
  instant: rioDayText,
  month: monthText,
  careLinks: (pieces) => careSheets(pieces, warrantyEmails.certificate.careLabel).map((sheet) => ({ href: sheet.path, label: sheet.label })),
};

const frame = (children: ReactNode) => (
  <SectionShell>
    <Container>{children}</Container>
  </SectionShell>
);

const form = (values: WarrantyFormValues) =>
  frame(
    <WarrantyForm
      content={warrantyRegistrationContent}
      refusals={warrantyRefusals}
      options={warrantyOptions}
      maxPieces={warrantyLimits.pieces.max}
      initial={{ values, clientKey: null }}
      store={createMemoryStorage()}
      load={load}
      today={TODAY}
      retryDelays={[0]}
    />,
  );

const certificate = (key: string | null) =>
  frame(
    <WarrantyCertificateView
      content={warrantyRegistrationContent}
      keyFromLink={key}
      load={load}
      labels={labels}
      options={warrantyOptions}
      maxPieces={warrantyLimits.pieces.max}
      bookVisitHref="/agendar"
      refusals={warrantyRefusals}
    />,
  );

/** Nothing answered yet: one piece to describe, the reminders off. */
export const Vazio: Story = () => form(emptyWarrantyValues());
Vazio.msw = withSite(warrantyScenarios.success);

/** Everything answered: "Registrar a garantia" sends it and asks to check the e-mail. */
export const RegistroComSucesso: Story = () => form(answered);
RegistroComSucesso.storyName = 'Registro com sucesso';
RegistroComSucesso.msw = withSite(warrantyScenarios.success);

/** The database refuses (400, confirmation_sent_today): the sentence at the e-mail field, the answers kept. */
export const RegistroRecusado: Story = () => form(answered);
RegistroRecusado.storyName = 'Registro recusado';
RegistroRecusado.msw = withSite(warrantyScenarios.refusal);

/** No answer at all (network error): tried again with the same key, then the way to try once more. */
export const RegistroComExcecao: Story = () => form(answered);
RegistroComExcecao.storyName = 'Registro com exceção';
RegistroComExcecao.msw = withSite(warrantyScenarios.exception);

/** The certificate opened by its link: pieces, next sealing, coverages, care sheets, print, correct, delete. */
export const Certificado: Story = () => certificate(MOCK_WARRANTY_KEY);
Certificado.msw = withSite(warrantyScenarios.success);

/** A link whose key finds nothing (deleted, or mistyped). */
export const CertificadoComErroDeChave: Story = () => certificate('c'.repeat(64));
CertificadoComErroDeChave.storyName = 'Certificado com erro de chave';
CertificadoComErroDeChave.msw = withSite(warrantyScenarios.success);

/** The address opened without its key. */
export const CertificadoSemChave: Story = () => certificate(null);
CertificadoSemChave.storyName = 'Certificado sem chave';

/** Without JavaScript: WhatsApp and e-mail. */
export const SemJavaScript: Story = () => frame(<WarrantyNoScript content={warrantyRegistrationContent.noscript} company={company} />);
SemJavaScript.storyName = 'Sem JavaScript';
