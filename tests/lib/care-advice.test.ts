// What each stone's care sheet tells its owner, checked against a table written from docs/stone-care-sources.md and
// the stone-care specialist's reading: what the stone is made of decides acids and scratches, absorption and finish
// decide sealing, absorption, tone and mineral together decide whether oil shows. The expected values are facts
// about the stones, never computed by the functions under test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stoneAddresses } from '../../content/stone-slugs';
import { minerals, stoneCareRules, stoneMineralogy, type SealingInterval } from '../../content/stone-care';
import { maintenanceLevels } from '../../content/stone-figures';
import { careAdvice, type CareAdvice } from '../../src/lib/care-advice';
import { stoneCareHead, stoneCares } from '../../src/lib/stone-care-page';

/** Lemon, vinegar and wine: a dull mark (calcite or dolomite at the surface), none (quartz, feldspar), or only the slab's test can say. */
type Acids = 'marca' | 'nao-marca' | 'varia';
/** A steel blade (about 5,5 Mohs) against the weakest mineral at the surface. */
type Scratch = 'aco-risca' | 'aco-nao-risca' | 'varia';
/** Polished: how often a specialist reseals it (months, by the drop test), or never: too dense to take a sealer. */
type Sealing = '6-12' | '12-24' | 'nao-selar';
/** Oil, wine and coffee left on it, unsealed: a dark stain on its light ground, on its light veins only, or none. */
type Oil = 'mostra' | 'veios' | 'nao-mostra';

interface Fact {
  acids: Acids;
  scratch: Scratch;
  sealing: Sealing;
  oil: Oil;
  /** A resined slab: steel and heat mark the resin. */
  resin?: true;
}

// Families (docs/stone-care-sources.md: mohs, astm-c503, astm-c615, astm-c616, nsi-sealing) and the specialist's
// table, stone by stone (docs/stone-care-sources.md#specialist).
const calcitic = { acids: 'marca', scratch: 'aco-risca' } as const; // calcite 3: etches in minutes, steel scratches
const dolomitic = { acids: 'marca', scratch: 'aco-risca' } as const; // dolomite 3,5-4: etches more slowly, steel scratches
const silicate = { acids: 'nao-marca', scratch: 'aco-nao-risca' } as const; // quartz 7, feldspar 6-6,5, pyroxene 5,5-6

const facts: Record<string, Fact> = {
  // Quartzites. Mont Blanc: the name covers quartzite and dolomitic marble lots (mislabelled-quartzite).
  'taj-mahal': { ...silicate, sealing: '12-24', oil: 'mostra' }, // 0,15 %, cream
  'azul-macaubas': { ...silicate, sealing: 'nao-selar', oil: 'nao-mostra' }, // 0,10 %
  'mont-blanc': { acids: 'varia', scratch: 'varia', sealing: '6-12', oil: 'mostra' }, // white, 0,20 %
  patagonia: { ...silicate, sealing: '6-12', oil: 'mostra', resin: true }, // resined pegmatitic granite, 0,35 %
  explosion: { ...silicate, sealing: '12-24', oil: 'mostra' }, // light grey ground, 0,18 %
  // Calcitic marbles and limestones; Rosso Levanto: serpentinite breccia with calcite veins.
  carrara: { ...calcitic, sealing: '6-12', oil: 'mostra' }, // white marble shows oil
  'calacatta-oro': { ...calcitic, sealing: '6-12', oil: 'mostra' },
  'nero-marquina': { ...calcitic, sealing: '12-24', oil: 'nao-mostra' }, // black limestone, 0,12 %
  'crema-marfil': { ...calcitic, sealing: '6-12', oil: 'mostra' },
  'rosso-levanto': { ...calcitic, sealing: '12-24', oil: 'veios' },
  // Granites in the trade's sense. Preto Absoluto (0,08 %) and Titanium Black (0,10 %) take no sealer polished.
  'branco-polar': { ...silicate, sealing: '12-24', oil: 'mostra' }, // white, 0,20 %
  'preto-absoluto': { ...silicate, sealing: 'nao-selar', oil: 'nao-mostra' },
  'via-lactea': { ...silicate, sealing: '12-24', oil: 'veios' },
  'marinace-black': { ...silicate, sealing: '12-24', oil: 'nao-mostra' },
  'branco-dallas': { ...silicate, sealing: '6-12', oil: 'mostra' }, // cream, 0,30 %
  'blue-star': { ...silicate, sealing: '12-24', oil: 'nao-mostra' },
  'titanium-black': { ...silicate, sealing: 'nao-selar', oil: 'nao-mostra' },
  // Shown with the granites, but a serpentinite with calcite veins: steel scratches it, the veins etch.
  'verde-alpi': { ...calcitic, sealing: '12-24', oil: 'veios' },
  // Dolomitic marbles, all white.
  'super-white': { ...dolomitic, sealing: '6-12', oil: 'mostra' },
  'branco-parana': { ...dolomitic, sealing: '6-12', oil: 'mostra' },
  'aspen-white': { ...dolomitic, sealing: '6-12', oil: 'mostra' },
  'infinity-white': { ...dolomitic, sealing: '6-12', oil: 'mostra' },
  dolomite: { ...dolomitic, sealing: '6-12', oil: 'mostra' },
};

const rule = (advice: CareAdvice, key: string) => advice.rules.find((entry) => entry.rule === key)!;
const spill = (advice: CareAdvice, start: string) => advice.spills.find((entry) => entry.name.startsWith(start))!;
const NO_ETCH_PROMISE = /não marca|não atacam|não reage/i;

describe('every sheet tells its owner what the sources say about the stone', () => {
  it('the table covers the 23 stones of the catalogue, each with a care page of its own', () => {
    expect(Object.keys(facts).sort()).toEqual(stoneAddresses.map((stone) => stone.slug).sort());
    expect(stoneCares.map((care) => care.path)).toEqual(stoneAddresses.map(({ collection, slug }) => `/cuidados/${collection}/${slug}`));
    for (const care of stoneCares) expect(care.advice.unknown, care.path).toEqual([]);
  });

  for (const care of stoneCares) {
    const { slug, stone } = care.stonePage;
    const fact = facts[slug]!;
    it(`${stone.name}: acids ${fact.acids}, steel ${fact.scratch}, ${fact.sealing}, oil ${fact.oil}`, () => {
      const { advice } = care;
      const acids = rule(advice, 'acidos');
      const lemon = spill(advice, 'Limão');
      if (fact.acids === 'marca') {
        expect(['marca', 'ambos']).toContain(lemon.harm);
        expect(acids.text).not.toMatch(NO_ETCH_PROMISE);
      } else if (fact.acids === 'nao-marca') {
        expect(lemon.harm).toBe('nenhum');
      } else {
        // Varies by lot: no promise either way, and the etch test on the slab itself.
        expect(lemon.harm).not.toBe('nenhum');
        expect(acids.text).not.toMatch(NO_ETCH_PROMISE);
        expect(acids.text).toMatch(/lote/);
        expect(acids.text).toMatch(/teste do limão/i);
      }

      const scratches = rule(advice, 'riscos').text;
      if (fact.scratch === 'aco-nao-risca') expect(scratches).toMatch(/aço[^.:]* não risca/);
      else expect(scratches).not.toMatch(/não risca/);
      if (fact.scratch === 'aco-risca') expect(scratches).toMatch(/aço[^.]* risca/);
      if (fact.scratch === 'varia') expect(scratches).toMatch(/lote/);

      const sealing = rule(advice, 'impermeabilizacao');
      const polished = advice.sealing.find((row) => row.finish === 'polido')!;
      if (fact.sealing === 'nao-selar') {
        expect(sealing.title).toMatch(/^Não impermeabilize/);
        expect(sealing.text).toMatch(/véu|película/);
        expect(polished.interval).toBe('nao-selar');
        expect(polished.cell).toBe('não impermeabilizar');
      } else {
        const [min, max] = fact.sealing.split('-');
        expect(sealing.title).toBe(`Impermeabilize a cada ${min} a ${max} meses`);
        expect(polished.interval).toEqual({ min: Number(min), max: Number(max) });
      }

      // Oil, and wine and coffee with it: they show where the table says; wine also etches what acids etch.
      const oil = spill(advice, 'Óleo');
      const wine = spill(advice, 'Vinho');
      if (fact.oil === 'nao-mostra') {
        expect(oil.harm).toBe('nenhum');
      } else {
        expect(oil.harm).toBe('mancha');
        if (fact.oil === 'veios') expect(oil.verdict).toMatch(/veios/);
        else expect(oil.verdict).not.toMatch(/veios/);
      }
      if (fact.acids === 'marca') expect(wine.harm).toBe(fact.oil === 'nao-mostra' ? 'marca' : 'ambos');
      if (fact.acids === 'nao-marca') expect(wine.harm).toBe(fact.oil === 'nao-mostra' ? 'nenhum' : 'mancha');

      if (fact.resin) {
        expect(scratches).toMatch(/resina[^.]* risca/);
        expect(rule(advice, 'calor').text).toMatch(/resina/);
      }
    });
  }

  it('Mont Blanc is marked as varying by lot: its sheet asks for the etch test on the slab itself', () => {
    const mont = stoneCares.find((care) => care.stonePage.slug === 'mont-blanc')!;
    expect(mont.advice.acid).toBe('varia');
    expect(mont.advice.tests.map((test) => test.key)).toContain('limao');
  });

  it('each sheet says which quick tests to ask for at the showroom, and a stone sold by a name that covers several rocks gets all three', () => {
    for (const care of stoneCares) {
      const keys = care.advice.tests.map((test) => test.key);
      expect(keys, care.path).toContain('gota');
      if (facts[care.stonePage.slug]!.acids !== 'marca') expect(keys, care.path).toEqual(expect.arrayContaining(['limao', 'risco']));
      for (const test of care.advice.tests) expect(test.text.length, care.path).toBeGreaterThan(40);
    }
  });
});

describe('the reseal test', () => {
  it('is whether a drop darkens the stone after a few minutes, never whether water beads', () => {
    for (const care of stoneCares) {
      for (const entry of care.advice.rules) expect(entry.text, care.path).not.toMatch(/formar gotas|gota continuar redonda/);
    }
    const carrara = stoneCares.find((care) => care.stonePage.slug === 'carrara')!;
    expect(rule(carrara.advice, 'impermeabilizacao').text).toMatch(/escurec/);
    expect(rule(carrara.advice, 'impermeabilizacao').text).toMatch(/minutos/);
  });
});

describe('sealing by absorption and finish', () => {
  const input = (absorptionPercent: number) => ({ absorptionPercent, hardnessMohs: 7, maintenance: maintenanceLevels.baixa, mineralogy: null });
  const span = (interval: SealingInterval | null) => (interval !== null && typeof interval === 'object' ? interval.max : Number.NaN);

  it('a stone as dense as 0,08 % is not sealed polished, and is tested honed; a honed finish is sealed sooner than a polished one', () => {
    const [polished, honed] = careAdvice(input(0.08)).sealing;
    expect(polished!.interval).toBe('nao-selar');
    expect(honed!.interval).toBe('testar');
    expect(honed!.cell).toBe('pelo teste da gota');
    for (const absorption of [0.15, 0.3, 0.5]) {
      const [p, h] = careAdvice(input(absorption)).sealing;
      expect(span(h!.interval), String(absorption)).toBeLessThan(span(p!.interval));
    }
    // A more open stone is sealed more often.
    const spans = [0.15, 0.3, 0.5].map((absorption) => span(careAdvice(input(absorption)).sealing[0]!.interval));
    expect(spans[1]).toBeLessThan(spans[0]!);
    expect(spans[2]).toBeLessThan(spans[1]!);
  });

  it('an ultracompact surface is never sealed, whatever its finish', () => {
    const advice = careAdvice({ ...input(0.05), material: 'ultracompacto' });
    expect(advice.sealing.map((row) => row.interval)).toEqual(['nao-selar', 'nao-selar']);
    expect(rule(advice, 'impermeabilizacao').title).toMatch(/^Não impermeabilize/);
  });

  it('a travertine (calcite, as the portfolio shows) etches and is scratched by steel, whatever its figures', () => {
    const travertine = careAdvice({ absorptionPercent: 0.5, hardnessMohs: 3, maintenance: maintenanceLevels.alta, mineralogy: { body: ['calcita'], rock: 'travertino', ground: 'claro', lightVeins: false, source: 'astm-c1527' } });
    expect(spill(travertine, 'Limão').harm).toBe('marca');
    expect(rule(travertine, 'riscos').text).toMatch(/aço[^.]* risca/);
  });

  it('standing water darkens an open stone only while wet, and yellows Crema Marfil', () => {
    const water = (slug: string) => spill(stoneCares.find((care) => care.stonePage.slug === slug)!.advice, 'Água');
    for (const slug of ['patagonia', 'aspen-white', 'branco-parana', 'dolomite']) expect(water(slug).verdict, slug).toBe('Escurece molhada e volta ao secar');
    expect(water('crema-marfil').verdict).toMatch(/amarelar/);
  });

  it('Preto Absoluto asks for the acetone test on an offcut: lots are dyed', () => {
    const preto = stoneCares.find((care) => care.stonePage.slug === 'preto-absoluto')!;
    expect(preto.advice.tests.map((test) => test.key)).toContain('acetona');
  });
});

describe('a figure that is not known', () => {
  it('reads "não informado" on the sheet and in the page head, never a question mark', () => {
    const advice = careAdvice({ absorptionPercent: null, hardnessMohs: Number.NaN, maintenance: null, mineralogy: null });
    expect(advice.unknown).toEqual(['manutenção', 'absorção', 'sensibilidade a ácidos', 'dureza']);
    expect(advice.rules.every((entry) => entry.figure === null)).toBe(true);
    expect(advice.rules.filter((entry) => /não informad/.test(entry.text))).toHaveLength(4);
    expect(advice.sealing.map((row) => row.interval)).toEqual([null, null]);
    expect(new Set(advice.spills.map((entry) => entry.harm))).toEqual(new Set(['desconhecido']));
    expect(spill(advice, 'Limão').verdict).toBe(stoneCareRules.verdicts.unknown);

    const carrara = stoneCares.find((care) => care.stonePage.slug === 'carrara')!;
    const head = stoneCareHead({ ...carrara, advice });
    expect(head.description).not.toContain('?');
    expect(head.description).toMatch(/absorção não informada/);
    expect(head.description).toMatch(/não informad/);
    expect(head.description).not.toContain('0,20%');
  });

  it('only the figure that is missing is said to be missing', () => {
    const partial = careAdvice({ absorptionPercent: 0.2, hardnessMohs: 7, maintenance: maintenanceLevels.baixa, mineralogy: null });
    expect(partial.unknown).toEqual(['sensibilidade a ácidos']);
    expect(rule(partial, 'impermeabilizacao').text).toContain('0,20%');
  });
});

describe('the page head', () => {
  it('fits a search result, names the stone, and says "não leva impermeabilizante" for a stone that takes none', () => {
    for (const care of stoneCares) {
      const head = stoneCareHead(care);
      expect(head.title).toContain(care.stonePage.stone.name);
      expect(head.title.length).toBeLessThanOrEqual(70);
      expect(head.description.length, care.path).toBeGreaterThanOrEqual(70);
      expect(head.description.length, care.path).toBeLessThanOrEqual(170);
      const { sealing } = facts[care.stonePage.slug]!;
      if (sealing === 'nao-selar') expect(head.description, care.path).toMatch(/não leva impermeabilizante/);
      else expect(head.description, care.path).toContain(`impermeabilize a cada ${sealing.replace('-', ' a ')} meses`);
    }
  });
});

describe('the rules stand on their sources', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../docs/stone-care-sources.md'), 'utf8');
  const anchors = new Set([...doc.matchAll(/^### ([a-z0-9-]+)$/gm)].map((match) => match[1]));

  it('every rule of content/stone-care.ts cites an anchor of docs/stone-care-sources.md', () => {
    const cited: string[] = [];
    const walk = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (typeof record.source === 'string') cited.push(record.source);
      Object.values(record).forEach(walk);
    };
    walk(stoneCareRules);
    walk(stoneMineralogy);
    walk(minerals);
    expect(cited.length).toBeGreaterThan(20);
    for (const source of cited) expect(anchors, source).toContain(source);
  });

  it('every stone lists the minerals of its body, and the veins where they differ', () => {
    for (const { slug } of stoneAddresses) {
      const mineralogy = stoneMineralogy[slug];
      expect(mineralogy?.body.length, slug).toBeGreaterThan(0);
    }
    expect(stoneMineralogy['verde-alpi']!.veins).toContain('calcita');
  });
});

describe('the specialist’s second reading (docs/stone-care-sources.md: slab-tests, nsi-care, nsi-heat, mohs)', () => {
  it('the lemon test, and the steel test on a lot that may be soft, are done on an offcut or the edge the cut discards, never on the face that goes home', () => {
    for (const care of stoneCares) {
      for (const test of care.advice.tests) {
        if (test.key === 'limao' || (test.key === 'risco' && /sulco/.test(test.text))) {
          expect(test.text, `${care.path} ${test.key}`).toMatch(/retalho/);
          expect(test.text, `${care.path} ${test.key}`).not.toMatch(/na face polida|na face da chapa/);
        }
      }
    }
  });

  it('every sheet warns that a hot pan straight from the fire can crack the piece, the resined Patagonia included', () => {
    for (const care of stoneCares) expect(rule(care.advice, 'calor').text, care.path).toMatch(/choque térmico/);
  });

  it('a marble that acids etch names the acidic bathroom cleaners with lemon and vinegar, the dolomitic ones included', () => {
    for (const care of stoneCares) {
      if (facts[care.stonePage.slug]!.acids === 'marca') expect(rule(care.advice, 'acidos').text, care.path).toMatch(/limpadores ácidos/);
    }
  });

  it('Explosion: lemon and vinegar can lighten its rust-coloured iron-oxide bands, so no sentence says iron oxide does not react', () => {
    const explosion = stoneCares.find((care) => care.stonePage.slug === 'explosion')!;
    const acids = rule(explosion.advice, 'acidos').text;
    expect(acids).not.toMatch(/óxido de ferro[^.]*não reage/);
    expect(acids).toMatch(/limão[^.]*clareá-las/);
  });

  it('a calcite vein is said as a vein: Verde Alpi "nos veios, a calcita tem 3 Mohs"', () => {
    const alpi = stoneCares.find((care) => care.stonePage.slug === 'verde-alpi')!;
    expect(rule(alpi.advice, 'riscos').text).toMatch(/nos veios, a calcita tem 3 Mohs/);
  });
});
