// @vitest-environment node
// The request's `estimate` column on the real migrations (PGlite behind the data API): the estimate the page
// builds is stored as sent, anything outside the check's bounds is answered 400 naming the check and stores
// nothing, and the browser's own check (`isStorableEstimate`) agrees with the table's on every sample.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateContent } from '../../content/estimate';
import { estimatePrices } from '../../content/estimate-prices';
import type { LeadStore } from '../../server/store/open-store.mjs';
import { defaultValues } from '../../src/lib/estimate/estimate-form';
import { RUN_ENDS, visibleEdges } from '../../src/lib/estimate/sketch';
import { buildEstimateView, leadEstimateOf } from '../../src/lib/estimate/estimate-view';
import { isStorableEstimate, type LeadEstimate } from '../../src/lib/lead-estimate';
import { openMemoryStore, postRows, serve, validRow, type RunningServer } from './store-harness';

let store: LeadStore;
let api: RunningServer;

beforeAll(async () => {
  store = await openMemoryStore();
  api = await serve(store);
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await store?.close();
});

const stones = [
  { slug: 'taj-mahal', name: 'Taj Mahal', collection: 'quartizitos' as const, material: 'quartzito' },
  { slug: 'azul-macaubas', name: 'Azul Macaúbas', collection: 'quartizitos' as const, material: 'quartzito' },
  { slug: 'branco-polar', name: 'Branco Polar', collection: 'granitos' as const, material: 'granito' },
];

/**
 * The largest estimates the page can build: a U (the most pieces) or an island (the most edges, each finished
 * otherwise) with every wall run's end free, three loose pieces, every cutout at its limit, three stones.
 */
function largestEstimate(shape: 'u' | 'ilha' = 'u'): LeadEstimate {
  const values = defaultValues('cozinha');
  values.shape = shape;
  values.runs = [{ length: '1200', depth: '150' }, { length: '1200', depth: '150' }, { length: '1200', depth: '150' }];
  values.free = { length: '1200', depth: '150' };
  values.extras = [{ length: '1200', depth: '150' }, { length: '1200', depth: '150' }, { length: '1200', depth: '150' }];
  values.freeEnds = [...RUN_ENDS[shape]];
  values.edgeFinishes = Object.fromEntries(visibleEdges(shape, 3, values.freeEnds).map(({ id }) => [id, 'reto-com-saia' as const]));
  values.cutouts = { 'cuba-embutida': '6', 'cuba-sobreposta': '6', 'cuba-esculpida': '6', cooktop: '6', furo: '10' };
  values.backsplash = '100';
  values.edge = 'meia-esquadria';
  values.stones = ['taj-mahal', 'azul-macaubas', 'branco-polar'];
  return leadEstimateOf(buildEstimateView(values, stones, estimatePrices, estimateContent), estimatePrices, estimateContent.editor)!;
}

function kitchenEstimate(): LeadEstimate {
  const values = defaultValues('cozinha');
  values.stones = ['taj-mahal', 'branco-polar', ''];
  return leadEstimateOf(buildEstimateView(values, stones, estimatePrices, estimateContent), estimatePrices, estimateContent.editor)!;
}

async function stored(id: unknown) {
  return (await store.listRows({ limit: 100_000 })).find((row) => row.id === id);
}

describe('the estimate column', () => {
  it('stores the estimate the page builds for the usual kitchen, as sent', async () => {
    const estimate = kitchenEstimate();
    expect(isStorableEstimate(estimate)).toBe(true);
    const row = validRow({ estimate });
    const reply = await postRows(api.url, row);
    expect(reply.status).toBe(201);
    expect((await stored(row.id))?.estimate).toEqual(estimate);
  });

  it('stores a sintered stone\'s 1.2 cm as it stores 2 and 3 cm', async () => {
    const estimate = { ...kitchenEstimate(), thicknessCm: 1.2 };
    expect(isStorableEstimate(estimate)).toBe(true);
    const row = validRow({ estimate, email: 'sinterizado@example.com' });
    expect((await postRows(api.url, row)).status).toBe(201);
    expect((await stored(row.id))?.estimate).toEqual(estimate);
  });

  it('takes the largest estimates the page can build (the browser and the table agree)', async () => {
    for (const shape of ['u', 'ilha'] as const) {
      const estimate = largestEstimate(shape);
      // The free ends are there: a U's sides have a front and an end, the island's wall run a front and two ends.
      expect(Math.max(...estimate.pieces.map((piece) => piece.edges?.length ?? 0))).toBe(shape === 'u' ? 2 : 4);
      expect(estimate.pieces[0]!.edges!.length).toBe(shape === 'u' ? 1 : 3);
      expect(isStorableEstimate(estimate)).toBe(true);
      const row = validRow({ estimate, email: `maior-${shape}@example.com` });
      expect((await postRows(api.url, row)).status).toBe(201);
      expect((await stored(row.id))?.estimate).toEqual(estimate);
    }
  });

  it('stores which edge has which finish: an island with its ends in meia-esquadria, the rest reto simples', async () => {
    const values = defaultValues('cozinha');
    values.shape = 'ilha';
    values.edgeFinishes = { 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria' };
    values.stones = ['taj-mahal', '', ''];
    const estimate = leadEstimateOf(buildEstimateView(values, stones, estimatePrices, estimateContent), estimatePrices, estimateContent.editor)!;
    expect(estimate.edge).toBe('Reto simples');
    expect(estimate.pieces.find((piece) => piece.name === 'Ilha')?.edges).toEqual([
      { name: 'Frente', finish: 'Reto simples', m: 2 },
      { name: 'Fundo', finish: 'Reto simples', m: 2 },
      { name: 'Lado esquerdo', finish: 'Meia-esquadria 45°', m: 0.9 },
      { name: 'Lado direito', finish: 'Meia-esquadria 45°', m: 0.9 },
    ]);
    const row = validRow({ estimate, email: 'ilha@example.com' });
    expect((await postRows(api.url, row)).status).toBe(201);
    expect((await stored(row.id))?.estimate).toEqual(estimate);
  });

  it('still takes an estimate whose pieces carry no edges (sent before edges were finished one by one)', async () => {
    const estimate = kitchenEstimate();
    const older = { ...estimate, pieces: estimate.pieces.map(({ name, lengthCm, depthCm }) => ({ name, lengthCm, depthCm })) };
    expect(isStorableEstimate(older)).toBe(true);
    const row = validRow({ estimate: older, email: 'antes@example.com' });
    expect((await postRows(api.url, row)).status).toBe(201);
  });

  const kitchen = () => kitchenEstimate() as unknown as Record<string, unknown>;
  const refused: [string, unknown][] = [
    ['not an object', [1, 2, 3]],
    ['an unknown key', { ...kitchen(), notes: 'x' }],
    ['no pieces', { ...kitchen(), pieces: [] }],
    ['a piece of 40 m', { ...kitchen(), pieces: [{ name: 'Bancada', lengthCm: 4000, depthCm: 60 }] }],
    ['a piece measured in text', { ...kitchen(), pieces: [{ name: 'Bancada', lengthCm: '300', depthCm: 60 }] }],
    ['a piece with an unknown key', { ...kitchen(), pieces: [{ name: 'Bancada', lengthCm: 300, depthCm: 60, cor: 'azul' }] }],
    ['a piece with five edges', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: Array.from({ length: 5 }, () => ({ name: 'Frente', finish: 'Boleado', m: 2 })) }] }],
    ['edges that are not a list', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: { name: 'Frente', finish: 'Boleado', m: 2 } }] }],
    ['an edge measured in text', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: [{ name: 'Frente', finish: 'Boleado', m: '2' }] }] }],
    ['an edge of 40 m', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: [{ name: 'Frente', finish: 'Boleado', m: 40 }] }] }],
    ['an edge with a finish of 500 characters', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: [{ name: 'Frente', finish: 'x'.repeat(500), m: 2 }] }] }],
    ['an edge with an unknown key', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: [{ name: 'Frente', finish: 'Boleado', m: 2, preco: 9 }] }] }],
    ['an edge that is not an object', { ...kitchen(), pieces: [{ name: 'Ilha', lengthCm: 200, depthCm: 90, edges: ['Frente'] }] }],
    ['four stones', { ...kitchen(), stones: Array.from({ length: 4 }, () => ({ name: 'Taj Mahal', min: 1, max: 2 })) }],
    ['a range upside down', { ...kitchen(), stones: [{ name: 'Taj Mahal', min: 9000, max: 2000 }] }],
    ['a name of 500 characters', { ...kitchen(), stones: [{ name: 'x'.repeat(500), min: 1, max: 2 }] }],
    // Every name at its 60 characters, each four bytes in UTF-8: every other bound is kept, the size is not.
    ['more than 4,000 bytes', { ...kitchen(), edge: '𝄞'.repeat(60), pieces: Array.from({ length: 8 }, () => ({ name: '𝄞'.repeat(60), lengthCm: 100, depthCm: 60 })), cutouts: Array.from({ length: 5 }, () => ({ name: '𝄞'.repeat(60), count: 1 })), stones: Array.from({ length: 3 }, () => ({ name: '𝄞'.repeat(60), min: 1, max: 2 })) }],
  ];
  for (const [what, estimate] of refused) {
    it(`answers 400 naming the check and stores nothing for ${what}`, async () => {
      expect(isStorableEstimate(estimate)).toBe(false);
      const row = validRow({ estimate });
      const reply = await postRows(api.url, row);
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.json)).toContain('budget_requests_estimate_shape');
      expect(await stored(row.id)).toBeUndefined();
    });
  }
});
