import { describe, expect, it } from 'vitest';
import { estimateContent } from '../../../content/estimate';
import { defaultValues, edgeFinishesWithoutExtra, estimateQuery, isUsualSketch, sketchOf, valuesFromQuery, withField, type EstimateFormValues } from '../../../src/lib/estimate/estimate-form';
import { quantitiesOf } from '../../../src/lib/estimate/estimate';
import { estimateErrors } from '../../../src/lib/estimate/estimate-schema';
import { estimateHref } from '../../../src/lib/estimate-link';
import { buildEstimateView, leadEstimateOf, offeredThicknesses, slabSlugs, withOfferedThickness, type EstimateStoneInfo } from '../../../src/lib/estimate/estimate-view';
import { estimateStone, smallestSlab } from '../../../src/lib/estimate/estimate';
import { isStorableEstimate } from '../../../src/lib/lead-estimate';
import { catalogueStones } from '../../../content/catalogue';
import { estimatePrices } from '../../../content/estimate-prices';
import type { EstimatePriceTable } from '../../../content/estimate-types';

const known = (slug: string) => ['taj-mahal', 'branco-polar', 'carrara', 'calacatta-oro'].includes(slug);
const limits = { maxDepthCm: 160 };
const errorsOf = (values: EstimateFormValues) => estimateErrors(estimateContent.messages, values, limits);

describe('the sketch in the address', () => {
  it('writes short readable parameters and reads back the same values', () => {
    const values: EstimateFormValues = {
      ...defaultValues('cozinha'),
      shape: 'ilha',
      free: { length: '220', depth: '90' },
      extras: [{ length: '120', depth: '50' }],
      thickness: '3',
      edge: 'meia-esquadria',
      cutouts: { 'cuba-embutida': '1', 'cuba-sobreposta': '0', 'cuba-esculpida': '0', cooktop: '1', furo: '2' },
      installation: false,
      stones: ['taj-mahal', 'branco-polar', ''],
    };
    const query = estimateQuery(values);
    expect(query).toBe('ambiente=cozinha&forma=ilha&a=300x60&ilha=220x90&extras=120x50&esp=3&borda=meia-esquadria&frontao=10&recortes=cuba-embutida,cooktop,furo,furo&instalacao=nao&pedras=taj-mahal,branco-polar');
    const back = valuesFromQuery(`?${query}`, known);
    expect(estimateQuery(back)).toBe(query);
    expect(back.stones).toEqual(['taj-mahal', 'branco-polar', '']);
  });

  it('carries the edges finished one by one as piece.side:finish, and only those that differ from the finish all round', () => {
    const values: EstimateFormValues = {
      ...defaultValues('cozinha'),
      shape: 'ilha',
      edge: 'boleado',
      edgeFinishes: { 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria', 'ilha.frente': 'boleado', 'b.frente': 'chanfrado' },
    };
    const query = estimateQuery(values);
    // b.frente belongs to an L, not to this shape; ilha.frente is boleado like every edge.
    expect(query).toContain('&borda=boleado&bordas=ilha.esquerda:meia-esquadria,ilha.direita:meia-esquadria&frontao=10');
    const back = valuesFromQuery(`?${query}`, known);
    expect(back.edge).toBe('boleado');
    expect(back.edgeFinishes).toEqual({ 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria' });
    expect(estimateQuery(back)).toBe(query);
  });

  it('reads a link made before edges were finished one by one as one finish all round, and drops unknown edges and finishes', () => {
    const older = valuesFromQuery('?ambiente=cozinha&forma=l&a=300x60&b=180x60&esp=2&borda=chanfrado&frontao=10&pedras=taj-mahal', known);
    expect(older.edge).toBe('chanfrado');
    expect(older.edgeFinishes).toEqual({});
    const odd = valuesFromQuery('?forma=l&a=300x60&b=180x60&bordas=b.frente:boleado,ilha.fundo:boleado,a.frente:ouro,a.topo:boleado,a.frente', known);
    expect(odd.edgeFinishes).toEqual({ 'b.frente': 'boleado' });
  });

  it('moves the loose pieces\' edges up a number when one before them is taken away', () => {
    expect(edgeFinishesWithoutExtra({ 'a.frente': 'boleado', 'avulsa1.frente': 'chanfrado', 'avulsa2.frente': 'reto-com-saia', 'avulsa3.frente': 'boleado' }, 0)).toEqual({
      'a.frente': 'boleado',
      'avulsa1.frente': 'reto-com-saia',
      'avulsa2.frente': 'boleado',
    });
  });

  it('opens a link from another page (room and stones only) on the room\'s usual piece', () => {
    const values = valuesFromQuery(estimateHref(['carrara', 'nada', 'carrara'], 'banheiro').split('?')[1]!, known);
    expect(values.shape).toBe('reta');
    expect(values.runs[0]).toEqual({ length: '120', depth: '50' });
    expect(values.stones).toEqual(['carrara', '', '']);
    expect(estimateHref()).toBe('/estimativa');
    expect(estimateHref('taj-mahal')).toBe('/estimativa?pedras=taj-mahal');
  });

  it('keeps an out-of-range measure as typed (so its reason shows) and drops malformed ones', () => {
    const values = valuesFromQuery('?forma=reta&a=4000x5&b=abc&esp=9&borda=ouro', known);
    expect(values.runs[0]).toEqual({ length: '4000', depth: '5' });
    expect(values.thickness).toBe('2');
    expect(values.edge).toBe('reto-simples');
  });
});

describe('the free ends of wall runs in the address', () => {
  it('writes pontas= with the free ends a shape has, and reads them back with their finishes', () => {
    const values: EstimateFormValues = { ...defaultValues('cozinha'), freeEnds: ['b.ponta', 'a.direita', 'c.ponta'], edgeFinishes: { 'b.ponta': 'boleado' } };
    const query = estimateQuery(values);
    // An L has no c; the order is the shape's.
    expect(query).toContain('&b=180x60&pontas=a.direita,b.ponta&esp=2&borda=reto-simples&bordas=b.ponta:boleado&');
    const back = valuesFromQuery(`?${query}`, known);
    expect(back.freeEnds).toEqual(['a.direita', 'b.ponta']);
    expect(back.edgeFinishes).toEqual({ 'b.ponta': 'boleado' });
    expect(estimateQuery(back)).toBe(query);
  });

  it('starts a new sketch with the shape\'s usual free ends: an L\'s side run open to the room, a vanity between walls', () => {
    expect(defaultValues('cozinha').freeEnds).toEqual(['b.ponta']);
    expect(defaultValues('banheiro').freeEnds).toEqual([]);
    expect(valuesFromQuery('?ambiente=cozinha&pedras=taj-mahal', known).freeEnds).toEqual(['b.ponta']);
    expect(estimateQuery(defaultValues('banheiro'))).not.toContain('pontas=');
  });

  it('reads a link made before ends could be free as before: every end against a wall, the same edges and finishes', () => {
    const old = '?ambiente=cozinha&forma=l&a=300x60&b=180x60&esp=2&borda=reto-simples&bordas=b.frente:boleado&frontao=10&recortes=cuba-embutida,cooktop&pedras=taj-mahal';
    const values = valuesFromQuery(old, known);
    expect(values.freeEnds).toEqual([]);
    expect(values.edgeFinishes).toEqual({ 'b.frente': 'boleado' });
    const sketch = sketchOf(values);
    expect(sketch.freeEnds).toEqual([]);
    expect(quantitiesOf(sketch, estimatePrices, estimatePrices.slab).edgeM).toBe(3.6);
    expect(estimateQuery(values)).not.toContain('pontas=');
  });

  it('drops a finish set on an end that is against a wall', () => {
    const values = valuesFromQuery('?forma=reta&a=200x60&bordas=a.direita:boleado,a.frente:chanfrado', known);
    expect(values.edgeFinishes).toEqual({ 'a.frente': 'chanfrado' });
  });
});

describe('1.2 cm, for sintered stones only', () => {
  // The catalogue has no sintered stone: a table with one, beside a granite.
  const table: EstimatePriceTable = {
    ...estimatePrices,
    stones: {
      'branco-polar': { perM2: { 2: [950, 1350], 3: [1240, 1820] } },
      'sinterizado-a': { perM2: { 1.2: [2600, 3800], 2: [3200, 4600], 3: [4200, 6200] } },
      'sinterizado-b': { perM2: { 1.2: [2400, 3500], 2: [3000, 4300], 3: [3900, 5800] } },
    },
  };
  const stones: EstimateStoneInfo[] = [
    { slug: 'branco-polar', name: 'Branco Polar', collection: 'granitos', material: 'granito' },
    { slug: 'sinterizado-a', name: 'Sinterizado A', collection: 'sinterizados', material: 'sinterizado' },
    { slug: 'sinterizado-b', name: 'Sinterizado B', collection: 'sinterizados', material: 'sinterizado' },
  ];
  const withStones = (slugs: string[], thickness: EstimateFormValues['thickness'] = '2'): EstimateFormValues => ({
    ...defaultValues('cozinha'),
    thickness,
    stones: [slugs[0] ?? '', slugs[1] ?? '', slugs[2] ?? ''],
  });

  it('is offered when every chosen stone is sintered, or for a collection whose every stone is', () => {
    expect(offeredThicknesses(withStones(['sinterizado-a', 'sinterizado-b']), stones, table)).toEqual(['1.2', '2', '3']);
    expect(offeredThicknesses(withStones(['sinterizado-a', 'branco-polar']), stones, table)).toEqual(['2', '3']);
    expect(offeredThicknesses({ ...withStones([]), collection: 'sinterizados' }, stones, table)).toEqual(['1.2', '2', '3']);
    expect(offeredThicknesses({ ...withStones([]), collection: 'granitos' }, stones, table)).toEqual(['2', '3']);
  });

  it('falls back to 2 cm once a stone that is not sintered joins, and keeps 1.2 cm while every stone is', () => {
    const thin = withStones(['sinterizado-a'], '1.2');
    expect(withOfferedThickness(thin, stones, table)).toBe(thin);
    expect(withOfferedThickness(withStones(['sinterizado-a', 'branco-polar'], '1.2'), stones, table).thickness).toBe('2');
    expect(withOfferedThickness(withStones(['sinterizado-a', 'branco-polar'], '3'), stones, table).thickness).toBe('3');
  });

  it('is written esp=1.2 in the address and read back; nothing else thinner is', () => {
    const values = withStones(['sinterizado-a'], '1.2');
    const query = estimateQuery(values);
    expect(query).toContain('&esp=1.2&');
    expect(valuesFromQuery(`?${query}`, (slug) => slug === 'sinterizado-a').thickness).toBe('1.2');
    expect(valuesFromQuery('?forma=reta&esp=1', known).thickness).toBe('2');
    expect(valuesFromQuery('?forma=reta&esp=1,2', known).thickness).toBe('2');
  });

  it('is refused beside the field when the stones are not all sintered', () => {
    const errors = estimateErrors(estimateContent.messages, withStones(['branco-polar'], '1.2'), { maxDepthCm: 160, thicknesses: ['2', '3'] }) as { thickness?: string };
    expect(errors.thickness).toBe('A espessura de 1,2 cm só existe no ultracompacto (superfície sinterizada): escolha 2 ou 3 cm.');
    expect(estimateErrors(estimateContent.messages, withStones(['sinterizado-a'], '1.2'), { maxDepthCm: 160, thicknesses: ['1.2', '2', '3'] })).toEqual({});
  });
});

describe('the ultracompact surface, estimated without a catalogue stone', () => {
  // The page's own table and stones: the dolomitic marbles of /sinterizados are natural stone, cut at 2 or 3 cm.
  const stones: EstimateStoneInfo[] = catalogueStones.map((stone) => ({ slug: stone.slug, name: stone.name, collection: stone.collection, material: stone.material }));
  const ultra = (thickness: EstimateFormValues['thickness'] = '1.2'): EstimateFormValues => ({ ...defaultValues('cozinha'), thickness, collection: 'ultracompacto' });

  it('offers 1.2 cm for it alone: not for the dolomitic marbles, nor once a stone is chosen', () => {
    expect(offeredThicknesses(ultra(), stones, estimatePrices)).toEqual(['1.2', '2', '3']);
    expect(offeredThicknesses({ ...ultra(), collection: 'sinterizados' }, stones, estimatePrices)).toEqual(['2', '3']);
    expect(offeredThicknesses({ ...ultra(), stones: ['branco-polar', '', ''] }, stones, estimatePrices)).toEqual(['2', '3']);
  });

  it('keeps 1.2 cm while it is estimated and falls back to 2 cm for a collection of stones or a chosen stone', () => {
    const thin = ultra();
    expect(withOfferedThickness(thin, stones, estimatePrices)).toBe(thin);
    expect(withOfferedThickness({ ...thin, collection: 'granitos' }, stones, estimatePrices).thickness).toBe('2');
    expect(withOfferedThickness({ ...thin, stones: ['carrara', '', ''] }, stones, estimatePrices).thickness).toBe('2');
  });

  it('is written colecao=ultracompacto with esp=1.2 in the address and read back', () => {
    const query = estimateQuery(ultra());
    expect(query).toContain('&esp=1.2&');
    expect(query).toMatch(/&colecao=ultracompacto$/);
    const back = valuesFromQuery(`?${query}`, known);
    expect(back.collection).toBe('ultracompacto');
    expect(back.thickness).toBe('1.2');
  });

  it('makes one card with its own range, says the brand and colour are chosen with the team, and is stored at 1.2 cm', () => {
    const values = ultra();
    const view = buildEstimateView(values, stones, estimatePrices, estimateContent);
    expect(view.cards).toHaveLength(1);
    const [card] = view.cards;
    expect(card!.id).toBe('ultracompacto');
    expect(card!.title).toBe('Ultracompacto (superfície sinterizada)');
    expect(card!.note).toBe(estimateContent.card.materialNote);
    expect(card!.estimate).toEqual(estimateStone(sketchOf(values), estimatePrices, 'ultracompacto'));
    // Cheaper than the same sketch at 2 cm.
    const two = buildEstimateView(ultra('2'), stones, estimatePrices, estimateContent).cards[0]!;
    expect(card!.estimate.total[1]).toBeLessThan(two.estimate.total[1]);
    const lead = leadEstimateOf(view, estimatePrices, estimateContent.editor)!;
    expect(lead.thicknessCm).toBe(1.2);
    expect(lead.stones).toEqual([{ name: 'Ultracompacto (superfície sinterizada)', min: card!.estimate.spoken[0], max: card!.estimate.spoken[1] }]);
    expect(isStorableEstimate(lead)).toBe(true);
  });

  it('bounds the depth by its own slab', () => {
    expect(slabSlugs(ultra(), stones, estimatePrices)).toEqual(['ultracompacto']);
    expect(smallestSlab(estimatePrices, slabSlugs(ultra(), stones, estimatePrices))).toEqual(estimatePrices.materials.ultracompacto.slab);
  });

  it('bounds a collection by the smallest slab among its stones, the one the plan draws', () => {
    const quartzites = { ...defaultValues('cozinha'), collection: 'quartizitos' as const };
    expect(slabSlugs(quartzites, stones, estimatePrices)).toContain('azul-macaubas');
    // Azul Macaúbas comes in 260 × 150 cm slabs, shallower than the usual 160 cm.
    expect(smallestSlab(estimatePrices, slabSlugs(quartzites, stones, estimatePrices)).depthCm).toBe(150);
    expect(smallestSlab(estimatePrices, slabSlugs({ ...quartzites, collection: 'granitos' }, stones, estimatePrices)).depthCm).toBe(160);
  });
});

describe('what a fabricator accepts', () => {
  it('accepts the usual kitchen', () => {
    expect(errorsOf(defaultValues('cozinha'))).toEqual({});
  });

  // The page shows the usual piece's estimate before it loads the rules: every slab must take it.
  it('accepts every room\'s usual piece on the shallowest slab the table names, whatever its stones', () => {
    const slabs = [estimatePrices.slab, ...Object.values(estimatePrices.stones).flatMap((price) => price.slab ?? []), ...Object.values(estimatePrices.materials).flatMap((price) => price.slab ?? [])];
    const maxDepthCm = Math.min(...slabs.map((slab) => slab.depthCm));
    for (const room of ['cozinha', 'banheiro', 'area-gourmet', 'outro'] as const) {
      const usual = { ...defaultValues(room), stones: ['azul-macaubas', '', ''] as EstimateFormValues['stones'] };
      expect(isUsualSketch(usual), room).toBe(true);
      expect(estimateErrors(estimateContent.messages, usual, { maxDepthCm }), room).toEqual({});
    }
    expect(isUsualSketch({ ...defaultValues('cozinha'), runs: [{ length: '305', depth: '60' }, defaultValues().runs[1], defaultValues().runs[2]] })).toBe(false);
    expect(isUsualSketch({ ...defaultValues('banheiro'), shape: 'l' })).toBe(false);
  });

  it('refuses a depth of 5 cm and a run of 40 m, each with its reason beside the field', () => {
    const values = defaultValues('cozinha');
    values.shape = 'reta';
    values.runs[0] = { length: '4000', depth: '5' };
    const errors = errorsOf(values) as { runs: { length: string; depth: string }[] };
    expect(errors.runs[0]!.length).toBe('Até 1200 cm (12 m) por trecho: um trecho maior pede medição no local.');
    expect(errors.runs[0]!.depth).toBe('Profundidade mínima de 30 cm: menos que isso não recebe uma cuba nem um cooktop.');
  });

  it('refuses a piece deeper than the chosen stone\'s slab, and says the slab\'s width', () => {
    const values = defaultValues('cozinha');
    values.runs[0] = { length: '300', depth: '155' };
    const errors = estimateErrors(estimateContent.messages, values, { maxDepthCm: 150 }) as { runs: { depth: string }[] };
    expect(errors.runs[0]!.depth).toContain('150 cm');
  });

  it('refuses a side of an L no longer than the corner it starts after', () => {
    const values = defaultValues('cozinha');
    values.runs[1] = { length: '60', depth: '60' };
    const errors = errorsOf(values) as { runs: { length?: string }[] };
    expect(errors.runs[1]!.length).toContain('60 cm');
  });

  // A visitor's edits one after another: each answer is the one for the sketch as it stands, whatever came before.
  it('judges each edit in a row by the sketch as it now stands: a corner\'s depth, the shape, the slab and the thickness each move the limits', () => {
    const kitchen = defaultValues('cozinha');
    const at = (values: EstimateFormValues, maxDepthCm = 160, thicknesses?: readonly string[]) => estimateErrors(estimateContent.messages, values, { maxDepthCm, thicknesses }) as { runs?: { length?: string; depth?: string }[]; thickness?: string };
    // Side B of 70 cm after a 60 cm corner, then the corner deepened to 75: the same length is now refused.
    const sideB = withField(kitchen, 'runs.1.length', '70');
    expect(at(withField(sideB, 'runs.0.depth', '60'))).toEqual({});
    expect(at(withField(sideB, 'runs.0.depth', '75')).runs?.[1]?.length).toBe('Precisa passar de 75 cm: a profundidade do trecho do canto, que já está contada nele.');
    // Back to 60, and the length is accepted again; a keystroke in another length keeps it so.
    expect(at(withField(withField(sideB, 'runs.0.depth', '60'), 'runs.0.length', '305'))).toEqual({});
    // A U's back must pass both sides' depths: the same 70 cm is refused once the shape asks for it.
    const u = { ...withField(kitchen, 'runs.0.length', '110'), shape: 'u' as const };
    expect(at(u).runs?.[0]?.length).toContain(`${Number(u.runs[1].depth) + Number(u.runs[2].depth)} cm`);
    // The same 80 cm depth on two slabs: accepted on a 160 cm slab, refused on a 70 cm one, accepted again on 160.
    const deep = withField(kitchen, 'runs.0.depth', '80');
    expect(at(deep, 160)).toEqual({});
    expect(at(deep, 70).runs?.[0]?.depth).toContain('70 cm');
    expect(at(deep, 160)).toEqual({});
    // 1,2 cm: refused for stones cut at 2 and 3 cm, accepted when every stone is sintered.
    const thin = { ...kitchen, thickness: '1.2' as EstimateFormValues['thickness'] };
    expect(at(thin, 160, ['2', '3']).thickness).toBe(estimateContent.messages.thickness);
    expect(at(thin, 160, ['1.2', '2', '3'])).toEqual({});
  });

  it('refuses letters and a backsplash taller than a metre; ignores pieces the shape does not ask', () => {
    const values = defaultValues('cozinha');
    values.shape = 'reta';
    values.runs[2] = { length: 'x', depth: '' };
    values.backsplash = '150';
    values.cutouts.furo = 'dois';
    const errors = errorsOf(values) as { runs?: unknown; backsplash: string; cutouts: { furo: string } };
    expect(errors.runs).toBeUndefined();
    expect(errors.backsplash).toMatch(/De 0 a 100 cm/);
    expect(errors.cutouts.furo).toBe('Use apenas números (ex.: 2).');
  });
});


describe('one field changed by its name (withField)', () => {
  const kitchen = defaultValues('cozinha');

  it('changes the first run\'s length of the usual L kitchen to 305 cm, and nothing else', () => {
    const next = withField(kitchen, 'runs.0.length', '305');
    expect(next.runs[0]).toEqual({ length: '305', depth: kitchen.runs[0].depth });
    expect(Array.isArray(next.runs)).toBe(true);
    expect(next.runs).toHaveLength(3);
    expect(kitchen.runs[0].length).not.toBe('305');
    // What did not change is the same object, so the editor does not draw it again.
    expect(next.runs[1]).toBe(kitchen.runs[1]);
    expect(next.free).toBe(kitchen.free);
    expect(next.cutouts).toBe(kitchen.cutouts);
  });

  it('changes a count of cut-outs by kind and a top-level measure', () => {
    expect(withField(kitchen, 'cutouts.cooktop', '2').cutouts).toEqual({ ...kitchen.cutouts, cooktop: '2' });
    expect(withField(kitchen, 'backsplash', '15')).toEqual({ ...kitchen, backsplash: '15' });
  });
});
