// The estimate's reference table: the one place where the site names prices. Reference values for the
// placeholder brand, not a real price list: set for a premium fabricator in Rio de Janeiro from public
// Brazilian levels of 2024-2026 (national granite R$ 150-400/m² as material and imported above R$ 800;
// SINAPI's 2.5 cm granite countertop about R$ 700/m² installed, national average, Aug 2024; engineered quartz
// about R$ 1.200/m²; Piguês marble R$ 1.300-1.400/m²; edge finishing from about R$ 15/m and a sink cutout from
// about R$ 116 in a national price generator), placed above those averages as a premium Rio studio prices,
// with rare quartzites and imported marbles well above them. The owner changes figures here, and the date.
// Every stone of the catalogue is priced and every range is ordered (tests/content/estimate-prices.test.ts).
// 1.2 cm is a sintered surface's thickness (a large thin slab, cut and mitred by CNC): the ultracompact material
// (`materials.ultracompacto`, estimated without a catalogue stone, the brand and colour chosen with the team) is
// priced at `1.2` as well as 2 and 3 cm, below its 2 cm per m² (less material for the same work; as reference
// values, about four fifths of it), and the page offers 1.2 cm only when everything estimated has that price. Its
// levels sit above engineered quartz and with the imported marbles, as premium sintered brands are sold fabricated
// in Rio. No catalogue stone is priced at 1.2: the /sinterizados collection is dolomitic marble, a natural stone
// cut at 2 or 3 cm.
import { deepFreeze } from './deep-freeze';
import type { EstimatePriceTable, PriceRange, StonePrice } from './estimate-types';

/** 3 cm costs about a third more than 2 cm: more stone, heavier handling. */
const byThickness = (min: number, max: number): StonePrice['perM2'] => ({
  2: [min, max],
  3: [Math.round((min * 1.3) / 10) * 10, Math.round((max * 1.35) / 10) * 10],
});
const priced = (min: number, max: number, slab?: StonePrice['slab']): StonePrice => ({ perM2: byThickness(min, max), ...(slab ? { slab } : {}) });
const range = (min: number, max: number): PriceRange => [min, max];

export const estimatePrices: EstimatePriceTable = deepFreeze({
  date: '2026-11-02',
  dateLabel: 'novembro de 2026',
  // Most slabs arrive at about 3.2 × 1.6 m; the usable part, after trimming the raw edges.
  slab: { lengthCm: 320, depthCm: 160 },
  stones: {
    // Quartzites: Brazilian, premium; the rare ones come in smaller blocks.
    'taj-mahal': priced(3400, 4900),
    'azul-macaubas': priced(7800, 11500, { lengthCm: 260, depthCm: 150 }),
    'mont-blanc': priced(3000, 4300),
    patagonia: priced(5600, 8200, { lengthCm: 280, depthCm: 160 }),
    explosion: priced(4200, 6000),
    // Marbles: imported, priced by origin and vein.
    carrara: priced(1900, 2700),
    'calacatta-oro': priced(4800, 7200, { lengthCm: 290, depthCm: 160 }),
    'nero-marquina': priced(2800, 3900, { lengthCm: 280, depthCm: 160 }),
    'crema-marfil': priced(2100, 2900),
    'rosso-levanto': priced(2600, 3600, { lengthCm: 280, depthCm: 160 }),
    // Granites: national ones nearest the public averages, imported ones above.
    'branco-polar': priced(950, 1350),
    'preto-absoluto': priced(1300, 1850),
    'via-lactea': priced(1150, 1600),
    'marinace-black': priced(1400, 2000),
    'branco-dallas': priced(1000, 1400),
    'blue-star': priced(1800, 2600),
    'titanium-black': priced(1650, 2300),
    'verde-alpi': priced(2000, 2900),
    // Dolomitic marbles: Brazilian, between the granites and the imported marbles.
    'super-white': priced(2200, 3200),
    'branco-parana': priced(1500, 2200),
    'aspen-white': priced(1800, 2600),
    'infinity-white': priced(2000, 2900),
    dolomite: priced(1600, 2400),
  },
  materials: {
    // Ultracompact (sintered) surfaces: thin large-format slabs, 3.2 × 1.44 m at the smallest of the usual
    // formats (some brands cut 3.2 × 1.6 m); priced the same whatever the brand until the team chooses it.
    ultracompacto: {
      perM2: { 1.2: range(2600, 4200), ...byThickness(3200, 5200) },
      slab: { lengthCm: 320, depthCm: 144 },
    },
  },
  edges: {
    'reto-simples': range(90, 140),
    'reto-com-saia': range(220, 320),
    'meia-esquadria': range(260, 380),
    boleado: range(140, 210),
    chanfrado: range(120, 180),
  },
  cutouts: {
    'cuba-embutida': range(450, 650),
    'cuba-sobreposta': range(220, 320),
    'cuba-esculpida': range(2800, 4200),
    cooktop: range(260, 380),
    furo: range(60, 100),
  },
  seam: range(180, 280),
  installation: { perM2: range(180, 260), minimum: range(650, 900) },
  waste: { reta: 0.15, l: 0.2, u: 0.25, ilha: 0.2, peninsula: 0.2 },
  extraPieceWaste: 0.25,
});
