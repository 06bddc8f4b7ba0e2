import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { company } from '../../content/company';
import { visitBookingContent } from '../../content/visit-booking';
import { servedAreas, visitKind, visitKinds, visitRules, visitTexts } from '../../content/visits';
import { withSite } from '../../mocks/site';
import { manageHandlers, MOCK_MANAGE_TOKEN, slotTakenHandlers, visitScenarios } from '../../mocks/visits';
import { createMemoryStorage } from '../../src/lib/storage';
import { emptyVisitValues, type VisitFormValues } from '../../src/lib/visit-booking-draft';
import { VisitBooking, type BookingContext } from '../../src/sections/visit-booking/visit-booking';
import { VisitConfirmation } from '../../src/sections/visit-booking/visit-confirmation';
import { VisitManage } from '../../src/sections/visit-booking/visit-manage';
import { VisitNoScript } from '../../src/sections/visit-booking/visit-no-script';
import { Container, SectionShell } from '../../src/ui/section';

export default { title: 'Seções / Agendar visita' } satisfies StoryDefault;

// A fixed Tuesday: the mocked agenda (mocks/visits.ts) offers working days from Wednesday 2 December.
const TODAY = '2026-12-01';
const FIRST_SLOT = '2026-12-02T12:00:00.000Z';
const load = () => import('../../src/lib/visit-booking');
const noStones: BookingContext = { stoneSlugs: [], stoneNames: [], requestId: null, room: null, roomLabel: null };
const withStones: BookingContext = { stoneSlugs: ['taj-mahal', 'calacatta-oro'], stoneNames: ['Taj Mahal', 'Calacatta Oro'], requestId: null, room: 'cozinha', roomLabel: 'Cozinha' };
const answered: VisitFormValues = { ...emptyVisitValues(), kind: 'showroom', day: '2026-12-02', startsAt: FIRST_SLOT, name: 'Ana Souza', phone: '21999998888', email: 'ana@exemplo.com.br' };

const frame = (children: ReactNode) => (
  <SectionShell>
    <Container>{children}</Container>
  </SectionShell>
);

const booking = (values: VisitFormValues, context: BookingContext = withStones) =>
  frame(
    <VisitBooking
      content={visitBookingContent}
      kinds={visitKinds}
      servedAreas={servedAreas}
      refusals={visitTexts.refusals}
      refusalFields={visitTexts.refusalFields}
      maxDaysAhead={visitRules.maxDaysAhead}
      context={context}
      initial={{ values, clientKey: null }}
      store={createMemoryStorage()}
      load={load}
      today={TODAY}
      whatsappNumber={company.whatsapp}
      retryDelays={[0]}
    />,
  );

/** Nothing chosen yet: the two visits, then the week once one is chosen. */
export const Vazio: Story = () => booking(emptyVisitValues(), noStones);
Vazio.msw = withSite(visitScenarios.success);

/** From a stone's page: the showroom chosen, the week on show, the stones to set aside. */
export const Showroom: Story = () => booking({ ...emptyVisitValues(), kind: 'showroom' });
Showroom.msw = withSite(visitScenarios.success);

/** A measurement: the address and the neighbourhood join the contact. */
export const Medicao: Story = () => booking({ ...emptyVisitValues(), kind: 'measurement', address: 'Rua Dias Ferreira, 100', neighbourhood: 'Leblon' });
Medicao.storyName = 'Medição';
Medicao.msw = withSite(visitScenarios.success);

/** Everything answered: "Confirmar visita" books it and shows the confirmation. */
export const ReservaComSucesso: Story = () => booking(answered);
ReservaComSucesso.storyName = 'Reserva com sucesso';
ReservaComSucesso.msw = withSite(visitScenarios.success);

/** The time is taken between the page's reading and the click: the notice, fresh times, the answers kept. */
export const HorarioRecemReservado: Story = () => booking(answered);
HorarioRecemReservado.storyName = 'Erro de horário recém-reservado';
HorarioRecemReservado.msw = withSite(slotTakenHandlers());

/** The database refuses a field (400, hint invalid): its Portuguese sentence, the answers kept. */
export const ReservaComErroDeInsercao: Story = () => booking(answered);
ReservaComErroDeInsercao.storyName = 'Reserva com erro de inserção';
ReservaComErroDeInsercao.msw = withSite(visitScenarios.insertError);

/** A measurement whose neighbourhood the database refuses (400, hint not_served): the sentence at that field. */
export const RecusaNoCampo: Story = () =>
  booking({ ...answered, kind: 'measurement', startsAt: '', day: '', address: 'Rua Jardim Botânico, 600', neighbourhood: 'Jardim Botânico' });
RecusaNoCampo.storyName = 'Recusa num campo';
RecusaNoCampo.msw = withSite(visitScenarios.notServed);

/** No answer at all (network error): tried again with the same key, then the way to try once more. */
export const ReservaComExcecao: Story = () => booking(answered);
ReservaComExcecao.storyName = 'Reserva com exceção';
ReservaComExcecao.msw = withSite(visitScenarios.exception);

/** The confirmation alone: the day in words, the place and its map, what to bring, the calendar and the chat. */
export const Confirmacao: Story = () =>
  frame(
    <VisitConfirmation
      content={visitBookingContent.confirmation}
      visit={{ kind: visitKind('showroom'), startsAt: FIRST_SLOT, endsAt: '2026-12-02T12:45:00.000Z', email: 'ana@exemplo.com.br', address: null }}
      whatsappNumber={company.whatsapp}
    />,
  );
Confirmacao.storyName = 'Confirmação';

const manage = () =>
  frame(
    <VisitManage content={visitBookingContent} kinds={visitKinds} refusals={visitTexts.refusals} token={MOCK_MANAGE_TOKEN} load={load} today={TODAY} maxDaysAhead={visitRules.maxDaysAhead} />,
  );

/** The e-mail's link: the visit, with "Mudar o horário" and "Cancelar visita". */
export const Gerenciar: Story = () => manage();
Gerenciar.msw = withSite([...manageHandlers({ kind: 'showroom', startsAt: FIRST_SLOT }), ...visitScenarios.success]);

/** A visit already cancelled: only the way to book another. */
export const GerenciarCancelada: Story = () => manage();
GerenciarCancelada.storyName = 'Gerenciar cancelada';
GerenciarCancelada.msw = withSite(manageHandlers({ kind: 'showroom', startsAt: FIRST_SLOT, status: 'cancelled' }));

/** What the page says without JavaScript: WhatsApp, phone and the hours. */
export const SemJavaScript: Story = () => frame(<VisitNoScript content={visitBookingContent.noscript} company={company} />);
// Ladle names a story from its id, in lower case: 'Sem Javascript' is listed as "Sem javascript", not "Sem java script".
SemJavaScript.storyName = 'Sem Javascript';
