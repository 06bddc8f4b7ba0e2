// The address of the booking page: /agendar?tipo=showroom|medicao&pedras=a,b&pedido=<uuid>&ambiente=<room>.
// Every page that leads to a visit builds its link here, and the page reads it back here.
import { visitFieldLimits } from '../../content/field-limits';
import { visitKinds, type VisitKindId } from '../../content/visits';
import { UUID_PATTERN } from './uuid';

export const VISIT_PATH = '/agendar';
export { VISIT_MANAGE_PATH } from './visit-token';
// As many as one visit may ask to see (the database refuses more).
const MAX_STONES = visitFieldLimits.stones.max;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface VisitQuery {
  kind: VisitKindId | null;
  stones: string[];
  requestId: string | null;
  room: string | null;
}

export function parseVisitQuery(search: string): VisitQuery {
  const params = new URLSearchParams(search);
  const tipo = params.get('tipo');
  const kind = visitKinds.find((candidate) => candidate.slug === tipo)?.id ?? null;
  const stones = [...new Set((params.get('pedras') ?? '').split(',').map((slug) => slug.trim()).filter((slug) => SLUG.test(slug)))].slice(0, MAX_STONES);
  const pedido = params.get('pedido');
  const ambiente = params.get('ambiente');
  return {
    kind,
    stones,
    requestId: pedido && UUID_PATTERN.test(pedido) ? pedido.toLowerCase() : null,
    room: ambiente && SLUG.test(ambiente) && ambiente.length <= 40 ? ambiente : null,
  };
}

export function visitHref({ kind = null, stones = [], requestId = null, room = null }: Partial<VisitQuery> = {}): string {
  const params = new URLSearchParams();
  const slug = kind ? visitKinds.find((candidate) => candidate.id === kind)?.slug : undefined;
  if (slug) params.set('tipo', slug);
  if (stones.length) params.set('pedras', stones.slice(0, MAX_STONES).join(','));
  if (requestId) params.set('pedido', requestId);
  if (room) params.set('ambiente', room);
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `${VISIT_PATH}?${query}` : VISIT_PATH;
}
