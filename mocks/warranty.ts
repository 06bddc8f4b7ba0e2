// The warranty functions of the data API (PostgREST rpc: register_warranty, confirm_warranty,
// update_warranty_pieces, delete_warranty) as named scenarios shared by stories and tests, and a certificate as the
// database gives it (warranty.certificate), dated by the rules the database holds: Carrara polished resealed from
// 6 months, Preto Absoluto never; the coverages of content/warranty.ts to the end of the anniversary month.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { warrantyRefusals, type WarrantyRefusal } from '../content/warranty-registration';
import type { WarrantyCertificate, WarrantyPayload } from '../src/emails/warranty-email';

export const warrantyRpcPath = (fn: string) => `*/rest/v1/rpc/${fn}`;
export const MOCK_WARRANTY_KEY = 'a'.repeat(64);

/** Installed in November 2026: Carrara's first drop test on Monday 3 May 2027 (1 May is Labour Day and a Saturday). */
export const mockCertificate: WarrantyCertificate = {
  id: '6f1d3a52-9c1e-4d4b-8f7a-2c5e9b1a0d11',
  status: 'confirmed',
  name: 'Ana Souza',
  email: 'ana.souza@exemplo.com.br',
  phone: '21987654321',
  order_number: 'PED-2026/118',
  installed_on: '2026-11-01',
  reminders: true,
  confirmed_at: '2026-11-29T13:05:00Z',
  pieces: [
    { room: 'cozinha', surface: 'bancada', stone: 'carrara', finish: 'polido', sealing_months: 6, next_sealing: '2027-05-03T12:00:00Z' },
    { room: 'cozinha', surface: 'ilha', stone: 'preto-absoluto', finish: 'polido', sealing_months: null, next_sealing: null },
  ],
  covers: [
    { id: 'instalacao', title: 'Instalação e emendas', months: 24, until: '2028-11-30' },
    { id: 'pecas', title: 'Peças fabricadas', months: 12, until: '2027-11-30' },
  ],
};

export const mockWarrantyPayloads = {
  confirm: { registration: { id: mockCertificate.id, email: mockCertificate.email }, due_on: '2026-11-29', key: MOCK_WARRANTY_KEY },
  certificate: { registration: mockCertificate, due_on: '2026-11-29', key: MOCK_WARRANTY_KEY },
  team: { registration: mockCertificate, due_on: '2026-11-29', key: null },
  sealing: { registration: mockCertificate, due_on: '2027-05-01', key: MOCK_WARRANTY_KEY, detail: { pieces: [1] }, unsubscribe_key: 'b'.repeat(64) },
  notice: { registration: mockCertificate, due_on: '2027-10-30', key: MOCK_WARRANTY_KEY, detail: { covers: ['pecas'] }, unsubscribe_key: 'b'.repeat(64) },
} satisfies Record<string, WarrantyPayload>;

export function warrantyRefusalBody(hint: WarrantyRefusal) {
  return { code: 'P0001', details: null, hint, message: warrantyRefusals[hint] };
}

const refusal = (hint: WarrantyRefusal) => HttpResponse.json(warrantyRefusalBody(hint), { status: 400 });

const certificateHandlers = [
  http.post(warrantyRpcPath('confirm_warranty'), async ({ request }) => {
    const { p_key } = (await request.json()) as { p_key?: string };
    return p_key === MOCK_WARRANTY_KEY ? HttpResponse.json(mockCertificate) : refusal('not_found');
  }),
  http.post(warrantyRpcPath('update_warranty_pieces'), async ({ request }) => {
    const { p_pieces } = (await request.json()) as { p_pieces: WarrantyCertificate['pieces'] };
    return HttpResponse.json({ ...mockCertificate, pieces: p_pieces.map((piece) => mockCertificate.pieces.find((known) => known.stone === piece.stone && known.finish === piece.finish) ?? { ...piece, sealing_months: null, next_sealing: null }) });
  }),
  http.post(warrantyRpcPath('delete_warranty'), () => HttpResponse.json({ status: 'deleted' })),
];

export const warrantyScenarios = {
  success: [http.post(warrantyRpcPath('register_warranty'), () => HttpResponse.json({ status: 'pending' })), ...certificateHandlers],
  /** The address already got its confirmation today: the sentence at the e-mail field. */
  refusal: [http.post(warrantyRpcPath('register_warranty'), () => refusal('confirmation_sent_today'))],
  /** No answer at all (network error), however often it is sent. */
  exception: [http.post(warrantyRpcPath('register_warranty'), () => HttpResponse.error())],
  certificateError: [http.post(warrantyRpcPath('confirm_warranty'), () => HttpResponse.error())],
} satisfies Record<string, HttpHandler[]>;
