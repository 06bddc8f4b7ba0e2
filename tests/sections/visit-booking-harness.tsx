// Renders the booking form as /agendar does, with the real booking module (supabase-js against MSW),
// a fixed São Paulo day and no pauses between tries.
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { visitBookingContent } from '../../content/visit-booking';
import { servedAreas, visitKinds, visitRules, visitTexts } from '../../content/visits';
import { createMemoryStorage, type KeyValueStore } from '../../src/lib/storage';
import { emptyVisitValues, loadVisitDraft, type VisitDraft } from '../../src/lib/visit-booking-draft';
import { VisitBooking, type VisitBookingProps } from '../../src/sections/visit-booking/visit-booking';
import { renderWithProviders } from '../render';

/** A Tuesday: the mocked agenda's first day is Wednesday 2 December, 9h (12:00 UTC). */
export const TODAY = '2026-12-01';
export const FIRST_SLOT = '2026-12-02T12:00:00.000Z';

export const loadBookingModule = () => import('../../src/lib/visit-booking');

export function renderBooking(overrides: Partial<VisitBookingProps> = {}, store: KeyValueStore = createMemoryStorage()) {
  const initial: VisitDraft = loadVisitDraft(store) ?? { values: emptyVisitValues(), clientKey: null };
  const user = userEvent.setup();
  const view = renderWithProviders(
    <VisitBooking
      content={visitBookingContent}
      kinds={visitKinds}
      servedAreas={servedAreas}
      refusals={visitTexts.refusals}
      refusalFields={visitTexts.refusalFields}
      maxDaysAhead={visitRules.maxDaysAhead}
      context={{ stoneSlugs: ['taj-mahal'], stoneNames: ['Taj Mahal'], requestId: null, room: 'cozinha', roomLabel: 'Cozinha' }}
      initial={initial}
      store={store}
      load={loadBookingModule}
      today={TODAY}
      whatsappNumber="5521999998888"
      retryDelays={[0]}
      {...overrides}
    />,
  );
  return { user, store, ...view };
}

export const timeRadio = (name: string) => screen.findByRole('radio', { name });

export async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
  await user.type(screen.getByRole('textbox', { name: /Telefone ou WhatsApp/ }), '21999998888');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@exemplo.com.br');
}
