import { describe, expect, it } from 'vitest';
import { estimateContent } from '../../../content/estimate';
import { estimatePrices } from '../../../content/estimate-prices';
import type { EstimatePriceTable } from '../../../content/estimate-types';
import { estimateAcross, estimateStone, investmentBracket, quantitiesOf, spokenRange } from '../../../src/lib/estimate/estimate';
import { defaultValues, sketchOf } from '../../../src/lib/estimate/estimate-form';
import { edgeLine, finishNames } from '../../../src/lib/estimate/estimate-view';
import { formatSpokenRange } from '../../../content/pt-br-format.mjs';
import { layoutPieces, RUN_ENDS, splitPositions, visibleEdges, type Sketch } from '../../../src/lib/estimate/sketch';

// A table of round figures, so every expectation below is worked out by hand.
const table: EstimatePriceTable = {
  ...estimatePrices,
  slab: { lengthCm: 320, depthCm: 160 },
  stones: {
    plain: { perM2: { 2: [1000, 2000], 3: [1500, 2500] } },
    short: { perM2: { 2: [1000, 2000], 3: [1500, 2500] }, slab: { lengthCm: 250, depthCm: 150 } },
    // A sintered stone: cut at 1.2 cm too, cheaper per m² than its 2 cm.
    sintered: { perM2: { 1.2: [800, 1600], 2: [1000, 2000], 3: [1500, 2500] } },
  },
  // The ultracompact surface, estimated without a catalogue stone, on a short slab.
  materials: { ultracompacto: { perM2: { 1.2: [800, 1600], 2: [1000, 2000], 3: [1500, 2500] }, slab: { lengthCm: 250, depthCm: 144 } } },
  edges: { 'reto-simples': [100, 200], 'reto-com-saia': [200, 300], 'meia-esquadria': [300, 400], boleado: [150, 250], chanfrado: [120, 220] },
  cutouts: { 'cuba-embutida': [500, 700], 'cuba-sobreposta': [200, 300], 'cuba-esculpida': [3000, 4000], cooktop: [300, 400], furo: [50, 100] },
  seam: [200, 300],
  installation: { perM2: [200, 300], minimum: [600, 900] },
  waste: { reta: 0.1, l: 0.2, u: 0.25, ilha: 0.2, peninsula: 0.2 },
  extraPieceWaste: 0.5,
};

const none = { 'cuba-embutida': 0, 'cuba-sobreposta': 0, 'cuba-esculpida': 0, cooktop: 0, furo: 0 };
const base: Sketch = { shape: 'reta', runs: [{ lengthCm: 200, depthCm: 60 }], extras: [], thickness: 2, edge: 'reto-simples', backsplashCm: 0, cutouts: none, installation: false };

describe('the pieces of a sketch', () => {
  it('counts the corner of an L once: 300 + 180 at 60 cm is 2,52 m², with 3,6 m of front edge', () => {
    const sketch: Sketch = { ...base, shape: 'l', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 180, depthCm: 60 }] };
    const q = quantitiesOf(sketch, table, table.slab);
    // 300 × 60 + (180 − 60) × 60 = 25 200 cm², not 300 × 60 + 180 × 60 = 28 800.
    expect(q.netAreaM2).toBe(2.52);
    expect(q.edgeM).toBe(3.6);
    expect(q.seams).toBe(1);
    expect(q.areaWithWasteM2).toBe(3.02);
  });

  it('counts both corners of a U once and takes them from the back run\'s front edge', () => {
    const sketch: Sketch = { ...base, shape: 'u', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 200, depthCm: 60 }, { lengthCm: 150, depthCm: 50 }] };
    const pieces = layoutPieces(sketch, table.slab);
    expect(pieces.map((p) => [p.w, p.h])).toEqual([[300, 60], [60, 140], [50, 90]]);
    const q = quantitiesOf(sketch, table, table.slab);
    // 18 000 + 8 400 + 4 500 cm²; edges (300 − 60 − 50) + 140 + 90 cm.
    expect(q.netAreaM2).toBe(3.09);
    expect(q.edgeM).toBe(4.2);
    expect(q.seams).toBe(2);
  });

  it('splits a run longer than the slab into equal parts and counts the seams, per the stone\'s own slab', () => {
    expect(splitPositions(320, table.slab)).toEqual([]);
    expect(splitPositions(321, table.slab)).toEqual([161]);
    expect(splitPositions(700, table.slab)).toEqual([233, 467]);
    const long: Sketch = { ...base, runs: [{ lengthCm: 300, depthCm: 60 }] };
    expect(quantitiesOf(long, table, table.slab).seams).toBe(0);
    expect(estimateStone(long, table, 'short')?.quantities.seams).toBe(1);
  });

  it('finishes an island all round, a peninsula on both sides and its end, a loose piece on its front', () => {
    const island: Sketch = { ...base, shape: 'ilha', free: { lengthCm: 200, depthCm: 90 } };
    expect(quantitiesOf(island, table, table.slab).edgeM).toBe(2 + 5.8);
    const peninsula: Sketch = { ...base, shape: 'peninsula', runs: [{ lengthCm: 300, depthCm: 60 }], free: { lengthCm: 160, depthCm: 80 } };
    // Wall run front 300 − 80; peninsula 2 × (160 − 60) + 80.
    expect(quantitiesOf(peninsula, table, table.slab).edgeM).toBe(2.2 + 2.8);
    const vanity: Sketch = { ...base, extras: [{ lengthCm: 100, depthCm: 50 }] };
    const q = quantitiesOf(vanity, table, table.slab);
    expect(q.edgeM).toBe(3);
    // 1,2 m² × 1,1 + 0,5 m² × 1,5.
    expect(q.areaWithWasteM2).toBe(2.07);
  });

  it('adds the backsplash along every wall run', () => {
    const sketch: Sketch = { ...base, shape: 'l', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 180, depthCm: 60 }], backsplashCm: 10 };
    expect(quantitiesOf(sketch, table, table.slab).backsplashM2).toBe(0.48);
  });
});

describe('the estimate of one stone', () => {
  it('prices every line and sums them, the installation never below its minimum visit', () => {
    const sketch: Sketch = { ...base, cutouts: { ...none, 'cuba-embutida': 1, furo: 2 }, installation: true };
    const estimate = estimateStone(sketch, table, 'plain')!;
    // 1,2 m² net, 1,32 m² with waste; 2 m of edge; one sink and two holes; no seam; 1,2 m² × 200 < 600.
    expect(Object.fromEntries(estimate.lines.map((line) => [line.key, line.range]))).toEqual({
      stone: [1320, 2640],
      edges: [200, 400],
      cutouts: [600, 900],
      seams: [0, 0],
      installation: [600, 900],
    });
    expect(estimate.total).toEqual([2720, 4840]);
    expect(estimate.spoken).toEqual([2500, 5000]);
  });

  it('prices 3 cm at the thickness\'s own figure', () => {
    expect(estimateStone({ ...base, thickness: 3 }, table, 'plain')!.lines[0]!.range).toEqual([1980, 3300]);
  });

  it('prices a sintered stone at 1.2 cm at its own, lower figure; the other lines do not change', () => {
    const sketch: Sketch = { ...base, shape: 'l', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 180, depthCm: 60 }], cutouts: { ...none, cooktop: 1 } };
    const thin = estimateStone({ ...sketch, thickness: 1.2 }, table, 'sintered')!;
    const two = estimateStone(sketch, table, 'sintered')!;
    // 2,52 m² net, 3,02 m² with the L's 20 %: 3,02 × 800 = 2416 -> 2410; 3,02 × 1600 = 4832 -> 4840.
    expect(thin.quantities).toEqual(two.quantities);
    expect(thin.lines[0]!.range).toEqual([2410, 4840]);
    expect(two.lines[0]!.range).toEqual([3020, 6040]);
    expect(thin.lines.slice(1)).toEqual(two.lines.slice(1));
    // Edges 3,6 m × 100-200, one cooktop, one seam: 360-720 + 300-400 + 200-300.
    expect(thin.total).toEqual([2410 + 360 + 300 + 200, 4840 + 720 + 400 + 300]);
    // 3 270 down to R$ 3 mil, 6 260 up to R$ 6,5 mil.
    expect(thin.spoken).toEqual([3000, 6500]);
  });

  it('prices the ultracompact surface at 1.2 cm on its own slab: a 300 cm run on a 250 cm slab has a seam', () => {
    const sketch: Sketch = { ...base, runs: [{ lengthCm: 300, depthCm: 60 }], thickness: 1.2 };
    const thin = estimateStone(sketch, table, 'ultracompacto')!;
    // 1,8 m² net, 1,98 m² with the straight run's 10 %: × 800 = 1584 -> 1580; × 1600 = 3168 -> 3170.
    expect(thin.quantities.netAreaM2).toBe(1.8);
    expect(thin.quantities.areaWithWasteM2).toBe(1.98);
    expect(thin.quantities.seams).toBe(1);
    expect(thin.lines[0]!.range).toEqual([1580, 3170]);
    // 3 m of front × 100-200, one seam × 200-300, no cutouts, no installation.
    expect(thin.total).toEqual([1580 + 300 + 200, 3170 + 600 + 300]);
    // 2 080 down to R$ 2 mil, 4 070 up to R$ 4,5 mil.
    expect(thin.spoken).toEqual([2000, 4500]);
    expect(estimateStone({ ...sketch, thickness: 2 }, table, 'ultracompacto')!.lines[0]!.range).toEqual([1980, 3960]);
  });

  it('has nothing to say for a stone the table does not price, or not at 1.2 cm (only a sintered stone is)', () => {
    expect(estimateStone(base, table, 'unknown')).toBeUndefined();
    expect(estimateStone(base, table, 'constructor')).toBeUndefined();
    expect(estimateStone({ ...base, thickness: 1.2 }, table, 'plain')).toBeUndefined();
    expect(estimateAcross({ ...base, thickness: 1.2 }, table, ['plain', 'sintered'])!.lines[0]!.range).toEqual(estimateStone({ ...base, thickness: 1.2 }, table, 'sintered')!.lines[0]!.range);
  });

  it('spans a collection from its lowest to its highest stone, with the most demanding slab\'s seams', () => {
    const sketch: Sketch = { ...base, runs: [{ lengthCm: 300, depthCm: 60 }] };
    const across = estimateAcross(sketch, table, ['plain', 'short'])!;
    expect(across.quantities.seams).toBe(1);
    expect(across.lines.find((line) => line.key === 'seams')!.range).toEqual([0, 300]);
  });
});

describe('a finish per visible edge', () => {
  it('names the edges each shape leaves visible: a run\'s front, an island\'s four sides, a peninsula\'s sides and end, a loose piece\'s front', () => {
    expect(visibleEdges('l', 0).map((edge) => edge.id)).toEqual(['a.frente', 'b.frente']);
    expect(visibleEdges('u', 1).map((edge) => edge.id)).toEqual(['a.frente', 'b.frente', 'c.frente', 'avulsa1.frente']);
    expect(visibleEdges('ilha', 0).map((edge) => edge.id)).toEqual(['a.frente', 'ilha.frente', 'ilha.fundo', 'ilha.esquerda', 'ilha.direita']);
    expect(visibleEdges('peninsula', 0).map((edge) => edge.id)).toEqual(['a.frente', 'peninsula.esquerda', 'peninsula.direita', 'peninsula.ponta']);
  });

  it('measures each edge: the island\'s front and back its length, its ends its depth; the peninsula\'s sides from the wall run', () => {
    const island: Sketch = { ...base, shape: 'ilha', free: { lengthCm: 200, depthCm: 90 } };
    expect(layoutPieces(island, table.slab).map((piece) => [piece.key, piece.edges.map((edge) => `${edge.side} ${edge.lengthCm}`)])).toEqual([
      ['a', ['frente 200']],
      ['ilha', ['frente 200', 'fundo 200', 'esquerda 90', 'direita 90']],
    ]);
    const peninsula: Sketch = { ...base, shape: 'peninsula', runs: [{ lengthCm: 300, depthCm: 60 }], free: { lengthCm: 160, depthCm: 80 } };
    expect(layoutPieces(peninsula, table.slab).map((piece) => piece.edges.map((edge) => `${edge.side} ${edge.lengthCm}`))).toEqual([['frente 220'], ['esquerda 100', 'direita 100', 'ponta 80']]);
  });

  it('offers the free ends of wall runs as edges: ids stable, after the run\'s front', () => {
    expect(RUN_ENDS).toEqual({ reta: ['a.esquerda', 'a.direita'], ilha: ['a.esquerda', 'a.direita'], l: ['a.direita', 'b.ponta'], u: ['b.ponta', 'c.ponta'], peninsula: ['a.esquerda'] });
    expect(visibleEdges('l', 0, ['b.ponta']).map((edge) => edge.id)).toEqual(['a.frente', 'b.frente', 'b.ponta']);
    expect(visibleEdges('l', 0, ['a.direita', 'b.ponta']).map((edge) => edge.id)).toEqual(['a.frente', 'a.direita', 'b.frente', 'b.ponta']);
    expect(visibleEdges('u', 0, ['b.ponta', 'c.ponta']).map((edge) => edge.id)).toEqual(['a.frente', 'b.frente', 'b.ponta', 'c.frente', 'c.ponta']);
    // An end the shape does not have is ignored: a U's back run has both corners.
    expect(visibleEdges('u', 0, ['a.esquerda', 'a.direita']).map((edge) => edge.id)).toEqual(['a.frente', 'b.frente', 'c.frente']);
    expect(visibleEdges('reta', 0, ['a.direita', 'a.esquerda']).map((edge) => edge.id)).toEqual(['a.frente', 'a.esquerda', 'a.direita']);
  });

  it('counts a straight run\'s ends by the visitor\'s choice: against walls, one free, both free', () => {
    // 200 × 60: the front 2 m; each free end 0,6 m (the run's depth).
    const reta: Sketch = { ...base, runs: [{ lengthCm: 200, depthCm: 60 }] };
    expect(quantitiesOf(reta, table, table.slab).edgeM).toBe(2);
    expect(quantitiesOf({ ...reta, freeEnds: ['a.direita'] }, table, table.slab).edgeM).toBe(2.6);
    expect(quantitiesOf({ ...reta, freeEnds: ['a.esquerda', 'a.direita'] }, table, table.slab).edgeM).toBe(3.2);
    expect(layoutPieces({ ...reta, freeEnds: ['a.esquerda', 'a.direita'] }, table.slab)[0]!.edges).toEqual([
      { side: 'frente', lengthCm: 200 },
      { side: 'esquerda', lengthCm: 60 },
      { side: 'direita', lengthCm: 60 },
    ]);
    // The area does not change: an end is an edge, not more stone.
    expect(quantitiesOf({ ...reta, freeEnds: ['a.esquerda', 'a.direita'] }, table, table.slab).netAreaM2).toBe(1.2);
  });

  it('adds an L\'s free ends at the depth of their run: 300 × 60 + 180 × 50, the side\'s end and the back run\'s far end', () => {
    const l: Sketch = { ...base, shape: 'l', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 180, depthCm: 50 }] };
    // Fronts: (300 − 50) + (180 − 60) = 370 cm; the side run's end 50 cm; the back run's far end 60 cm.
    expect(quantitiesOf(l, table, table.slab).edgeM).toBe(3.7);
    expect(quantitiesOf({ ...l, freeEnds: ['b.ponta'] }, table, table.slab).edgeM).toBe(4.2);
    expect(quantitiesOf({ ...l, freeEnds: ['a.direita', 'b.ponta'] }, table, table.slab).edgeM).toBe(4.8);
    expect(layoutPieces({ ...l, freeEnds: ['b.ponta'] }, table.slab).map((piece) => piece.edges.map((edge) => `${edge.side} ${edge.lengthCm}`))).toEqual([['frente 250'], ['frente 120', 'ponta 50']]);
  });

  it('adds both ends of a U\'s sides, each at its own depth, and never the back run\'s corners', () => {
    const u: Sketch = { ...base, shape: 'u', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 200, depthCm: 60 }, { lengthCm: 150, depthCm: 50 }], freeEnds: ['b.ponta', 'c.ponta'] };
    // 4,2 m of fronts (as above) and the sides' ends, 60 + 50 cm.
    expect(quantitiesOf(u, table, table.slab).edgeM).toBe(5.3);
    expect(layoutPieces(u, table.slab).map((piece) => piece.edges.map((edge) => `${edge.side} ${edge.lengthCm}`))).toEqual([['frente 190'], ['frente 140', 'ponta 60'], ['frente 90', 'ponta 50']]);
    // Priced at the finish all round unless set one by one: 5,3 m × 100-200 = 530-1060.
    expect(estimateStone(u, table, 'plain')!.lines.find((line) => line.key === 'edges')!.range).toEqual([530, 1060]);
    const mitred = estimateStone({ ...u, edgeFinishes: { 'b.ponta': 'meia-esquadria', 'c.ponta': 'meia-esquadria' } }, table, 'plain')!;
    expect(mitred.quantities.edgeFinishes).toEqual([{ finish: 'reto-simples', m: 4.2 }, { finish: 'meia-esquadria', m: 1.1 }]);
  });

  it('offers a peninsula\'s wall run its one end away from the peninsula', () => {
    const peninsula: Sketch = { ...base, shape: 'peninsula', runs: [{ lengthCm: 300, depthCm: 60 }], free: { lengthCm: 160, depthCm: 80 }, freeEnds: ['a.esquerda', 'a.direita'] };
    expect(layoutPieces(peninsula, table.slab)[0]!.edges).toEqual([{ side: 'frente', lengthCm: 220 }, { side: 'esquerda', lengthCm: 60 }]);
  });

  it('prices each edge\'s metres at its own finish: an island\'s front and back boleado, its ends in meia-esquadria, the wall run straight', () => {
    const island: Sketch = {
      ...base,
      shape: 'ilha',
      runs: [{ lengthCm: 300, depthCm: 60 }],
      free: { lengthCm: 200, depthCm: 90 },
      edgeFinishes: { 'ilha.frente': 'boleado', 'ilha.fundo': 'boleado', 'ilha.esquerda': 'meia-esquadria', 'ilha.direita': 'meia-esquadria' },
    };
    const estimate = estimateStone(island, table, 'plain')!;
    expect(estimate.quantities.edgeM).toBe(8.8);
    expect(estimate.quantities.edgeFinishes).toEqual([
      { finish: 'reto-simples', m: 3 },
      { finish: 'meia-esquadria', m: 1.8 },
      { finish: 'boleado', m: 4 },
    ]);
    // 3 m × 100-200 + 1,8 m × 300-400 + 4 m × 150-250.
    expect(estimate.lines.find((line) => line.key === 'edges')!.range).toEqual([1440, 2320]);
  });

  it('rounds a mixed edge line outwards to R$ 10: the side of an L chamfered', () => {
    const sketch: Sketch = { ...base, shape: 'l', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 180, depthCm: 60 }], edgeFinishes: { 'b.frente': 'chanfrado' } };
    // 2,4 m × 100-200 + 1,2 m × 120-220 = 384-744.
    expect(estimateStone(sketch, table, 'plain')!.lines.find((line) => line.key === 'edges')!.range).toEqual([380, 750]);
  });

  it('words the card\'s edges line: one finish named beside the metres, several each on its own line', () => {
    const names = finishNames(estimateContent.editor);
    expect(edgeLine([{ finish: 'reto-simples', m: 3.6 }], 3.6, names, estimateContent.card.lines)).toEqual({ label: 'Bordas, 3,60 m · reto simples', details: [] });
    expect(edgeLine([{ finish: 'reto-simples', m: 3 }, { finish: 'boleado', m: 4 }], 7, names, estimateContent.card.lines)).toEqual({
      label: 'Bordas, 7,00 m',
      details: ['reto simples:\u00a03,00\u00a0m', 'boleado:\u00a04,00\u00a0m'],
    });
  });

  it('prices one finish all round the same as every edge set to it one by one', () => {
    const island: Sketch = { ...base, shape: 'ilha', free: { lengthCm: 200, depthCm: 90 }, edge: 'chanfrado' };
    const each: Sketch = { ...island, edge: 'reto-simples', edgeFinishes: Object.fromEntries(visibleEdges('ilha', 0).map(({ id }) => [id, 'chanfrado' as const])) };
    expect(estimateStone(each, table, 'plain')).toEqual(estimateStone(island, table, 'plain'));
  });
});

describe('rounding to what a person says', () => {
  it('rounds outwards: hundreds below a thousand, 500 below ten thousand, thousands below a hundred thousand, then 5 thousand', () => {
    expect(spokenRange([740, 960])).toEqual([700, 1000]);
    expect(spokenRange([5284, 7574])).toEqual([5000, 8000]);
    expect(spokenRange([14104, 17640])).toEqual([14000, 18000]);
    expect(spokenRange([101000, 123000])).toEqual([100000, 125000]);
    expect(formatSpokenRange([14000, 18000])).toBe('R$\u00a014\u00a0mil a R$\u00a018\u00a0mil');
    expect(formatSpokenRange([8500, 12000])).toBe('R$\u00a08,5\u00a0mil a R$\u00a012\u00a0mil');
  });

  it('never collapses a range to one figure', () => {
    expect(spokenRange([14000, 14000])).toEqual([14000, 15000]);
  });

  it('answers the form\'s investment question from the middle of the range', () => {
    expect(investmentBracket([14000, 21000])).toBe('ate-20k');
    expect(investmentBracket([18000, 26000])).toBe('20k-50k');
    expect(investmentBracket([60000, 90000])).toBe('50k-100k');
    expect(investmentBracket([90000, 130000])).toBe('100k-mais');
  });
});

describe('the reference table on the usual kitchen', () => {
  // The new sketch's L has its side run's end free: 3,6 m of front and 0,6 m of end, 4,2 m of edge.
  // Lines rounded outwards to R$ 10 (edges 4,2 × 90-140 = 378-588 -> 370-590). The end-to-end test (e2e/estimate.spec.ts) draws this kitchen and expects these figures on the page.
  it('an L of 300 + 180 cm at 60 cm with a cooktop and an undermount sink: 3 m² with the backsplash, Taj Mahal and Branco Polar', () => {
    const sketch = sketchOf(defaultValues('cozinha'));
    expect(sketch).toMatchObject({ shape: 'l', runs: [{ lengthCm: 300, depthCm: 60 }, { lengthCm: 180, depthCm: 60 }], backsplashCm: 10 });
    expect(sketch.cutouts).toMatchObject({ 'cuba-embutida': 1, cooktop: 1 });
    const taj = estimateStone(sketch, estimatePrices, 'taj-mahal')!;
    const polar = estimateStone(sketch, estimatePrices, 'branco-polar')!;
    expect(sketch.freeEnds).toEqual(['b.ponta']);
    expect(taj.quantities).toMatchObject({ netAreaM2: 3, areaWithWasteM2: 3.6, edgeM: 4.2, cutoutCount: 2, seams: 1 });
    expect(taj.lines.find((line) => line.key === 'edges')!.range).toEqual([370, 590]);
    expect(taj.total).toEqual([14150, 20440]);
    expect(taj.spoken).toEqual([14000, 21000]);
    expect(polar.total).toEqual([5330, 7660]);
    expect(polar.spoken).toEqual([5000, 8000]);
  });
});
