// Turns a stone's look from content/media.ts (colours, pattern, density, direction) into texture layers.
// Colours always come from the look; the per-stone tweaks below only reshape, so editing a colour
// in the manifest is enough to repaint a stone. Sizes are for a 1200 px wide canvas (texture.mjs).

/** @typedef {import('../../content/media.ts').StoneLook} StoneLook */
/** @typedef {import('../../content/media.ts').StonePattern} StonePattern */
/** @typedef {import('./texture.mjs').TextureLayer} TextureLayer */
/** @typedef {import('./texture.mjs').CloudLayer} CloudLayer */
/** @typedef {import('./texture.mjs').VeinsLayer} VeinsLayer */
/** @typedef {import('./texture.mjs').SpecksLayer} SpecksLayer */
/** @typedef {import('./texture.mjs').SheenLayer} SheenLayer */
/** @typedef {import('./texture.mjs').StoneRecipe} StoneRecipe */
/** @typedef {import('./texture.mjs').Channel} Channel */
/**
 * Per-stone reshaping of a pattern's layers (every field optional; the pattern's default otherwise).
 * @typedef {object} Tweaks
 * @property {number} [cloudOpacity]
 * @property {number} [cloudStretch]
 * @property {[number, number]} [width] vein width range
 * @property {number} [bands]
 * @property {number} [bandOpacity]
 * @property {number} [count]
 * @property {number} [spread]
 * @property {number} [branches]
 * @property {number} [hairlines]
 * @property {number} [disp]
 * @property {number} [dispFreq]
 * @property {number} [blur]
 * @property {number} [speckFreq]
 * @property {number} [speckSlope]
 * @property {number} [speckOpacity]
 * @property {number} [strata]
 * @property {[number, number]} [strataWidth]
 * @property {TextureLayer[]} [extra] layers added on top (porous stones)
 */

/** @type {(color: string, opacity: number, extra?: Partial<CloudLayer>) => CloudLayer} */
const cloud = (color, opacity, extra = {}) => ({ kind: 'cloud', color, opacity, ...extra });
/** @type {(color: string[], extra?: Partial<VeinsLayer>) => VeinsLayer} */
const veins = (color, extra = {}) => ({ kind: 'veins', color, ...extra });
/** @type {(color: string, freq: number, threshold: number, extra?: Partial<SpecksLayer>) => SpecksLayer} */
const specks = (color, freq, threshold, extra = {}) => ({ kind: 'specks', color, freq, threshold, ...extra });
/** @type {(opacity?: number) => SheenLayer} */
const sheen = (opacity = 0.06) => ({ kind: 'sheen', opacity });

/** @type {Channel[]} */
const CHANNELS = ['r', 'g', 'b', 'a'];
/** @type {Record<StoneLook['veinWidth'], [number, number]>} */
const WIDTHS = { fine: [1.4, 4], medium: [3, 9], bold: [7, 18] };

/** Fractal-noise threshold: denser stones cut lower, so more of the noise shows as specks. */
const thresholdFor = (/** @type {number} */ density, /** @type {boolean} */ dominant) => 0.6 + 0.15 * (1 - density) + (dominant ? 0.04 : 0);

const luminance = (/** @type {string} */ hex) => {
  const v = parseInt(hex.slice(1), 16);
  return (0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255;
};

/**
 * @param {StoneLook} look
 * @param {Tweaks} t
 * @returns {CloudLayer[]}
 */
function cloudLayers(look, t) {
  return look.clouds.map((color, i) =>
    cloud(color, t.cloudOpacity ?? 0.55, { freq: 0.005 + 0.0015 * i, stretch: t.cloudStretch ?? 0.5, channel: CHANNELS[i % 3] }),
  );
}

/**
 * @param {StoneLook} look
 * @param {Tweaks} t
 * @returns {VeinsLayer[]}
 */
function veinLayers(look, t) {
  if (look.veins.length === 0) return [];
  const [main, second = main, third] = /** @type {readonly [string, ...string[]]} */ (look.veins);
  const width = t.width ?? WIDTHS[look.veinWidth];
  /** @type {VeinsLayer[]} */
  const layers = [];
  // Broad, blurred bands in the vein colour give the slab its flow before the sharp veins.
  layers.push(
    veins([second], { count: t.bands ?? 4, width: [width[1] * 1.6, width[1] * 3], angle: look.direction, spread: 8, blur: 6, opacity: t.bandOpacity ?? 0.22, halo: 0, disp: t.disp ?? 170 }),
  );
  layers.push(
    veins([main, second], {
      count: t.count ?? Math.round(3 + look.density * 7),
      width,
      angle: look.direction,
      spread: t.spread ?? 14,
      branches: t.branches ?? 2,
      haloWidth: 5,
      haloOpacity: 0.28,
      haloColor: second,
      hairlines: t.hairlines ?? Math.round(6 + look.density * 18),
      disp: t.disp ?? 180,
      dispFreq: t.dispFreq ?? 0.006,
      blur: t.blur ?? 0.7,
    }),
  );
  if (third) {
    layers.push(veins([third], { count: 3, width: [width[0], width[1] * 0.8], angle: look.direction, spread: 20, halo: 0, opacity: 0.7, disp: t.disp ?? 180 }));
  }
  return layers;
}

/**
 * @param {readonly string[]} colors
 * @param {number} density
 * @param {Tweaks} t
 * @returns {SpecksLayer[]}
 */
function speckLayers(colors, density, t) {
  return colors.map((color, i) => {
    return specks(color, (t.speckFreq ?? 0.09) + 0.02 * (i % 3), thresholdFor(density, i === 0), {
      slope: t.speckSlope ?? 12,
      channel: CHANNELS[i % 4],
      octaves: 2,
      opacity: t.speckOpacity ?? 0.95,
    });
  });
}

/** @type {Record<StonePattern, (look: StoneLook, t: Tweaks) => TextureLayer[]>} */
const PATTERNS = {
  veined: (look, t) => [...cloudLayers(look, t), ...veinLayers(look, t)],
  linear: (look, t) => [
    ...cloudLayers(look, { cloudStretch: 0.25, ...t }),
    ...veinLayers(look, { spread: 5, count: 9, hairlines: 30, disp: 100, dispFreq: 0.004, bands: 6, ...t }),
  ],
  banded: (look, t) => [
    {
      kind: 'strata',
      colors: [look.base, ...look.clouds, ...look.veins.slice(0, 2)],
      count: t.strata ?? Math.round(16 + look.density * 30),
      width: t.strataWidth ?? [6, 40],
      tilt: Math.tan((look.direction * Math.PI) / 180),
      disp: t.disp ?? 150,
      dispFreq: 0.005,
    },
    ...veinLayers(look, { count: 3, hairlines: 8, bands: 2, ...t }),
  ],
  brecciated: (look, t) => [
    ...cloudLayers(look, t),
    ...look.specks.map((color, i) =>
      specks(color, 0.03 + 0.01 * i, 0.55, {
        slope: 9,
        octaves: 3,
        channel: CHANNELS[i % 4],
        mask: { freq: 0.004, slope: 9, offset: -4.4 - 0.4 * i },
        opacity: 0.9,
      }),
    ),
    ...veinLayers(look, { spread: 50, branches: 4, count: 8, ...t }),
  ],
  speckled: (look, t) => [
    ...cloudLayers(look, t),
    cloud(look.base, 0.5, { freq: 0.01, channel: 'b' }),
    ...speckLayers(look.specks, look.density, t),
  ],
  'veined-speckled': (look, t) => [
    ...cloudLayers(look, t),
    ...speckLayers(look.specks, look.density * 0.5, t),
    ...veinLayers(look, { count: 4, hairlines: 8, ...t }),
  ],
  conglomerate: (look) => [
    specks(look.specks[look.specks.length - 1] ?? look.base, 0.12, 0.55, { opacity: 0.7, slope: 8 }),
    { kind: 'pebbles', colors: look.specks, size: [5, 70], count: Math.round(760 * look.density) },
    specks('#0E0D0C', 0.16, 0.6, { opacity: 0.3, slope: 9 }),
    specks(look.specks[1] ?? '#D8D2C8', 0.2, 0.78, { opacity: 0.3, slope: 12, channel: 'g' }),
  ],
  porous: (look, t) => [
    {
      kind: 'strata',
      colors: [...look.clouds, ...look.veins, look.base],
      count: 34,
      width: [4, 22],
      tilt: Math.tan((look.direction * Math.PI) / 180),
      disp: 40,
      dispFreq: 0.01,
    },
    ...look.specks.map((color) => specks(color, 0.045, 0.78, { slope: 14, opacity: 0.7, stretchX: 0.3 })),
    ...(t.extra ?? []),
  ],
  uniform: (look) => [
    ...look.clouds.map((color, i) => cloud(color, 0.5, { freq: 0.01 + 0.004 * i, channel: CHANNELS[i % 3] })),
    ...look.specks.map((color) => specks(color, 0.2, 0.8, { opacity: 0.4, slope: 10 })),
  ],
};

/**
 * Reshaping per stone where the generic pattern is not enough to read as that stone.
 * @type {Partial<Record<string, Tweaks>>}
 */
const TWEAKS = {
  'taj-mahal': { bands: 7, bandOpacity: 0.5, cloudStretch: 0.3, count: 6, spread: 8, disp: 150 },
  'nero-marquina': { width: [1.5, 5], branches: 3, hairlines: 18 },
  'verde-alpi': { spread: 25, branches: 3 },
  'rosso-levanto': { width: [2, 10] },
  'preto-absoluto': { speckOpacity: 0.6, speckSlope: 8, speckFreq: 0.14 },
  'blue-star': { speckFreq: 0.06 },
  'branco-polar': { speckFreq: 0.1 },
  explosion: { dispFreq: 0.004, disp: 260, spread: 40, count: 11, branches: 2 },
  'infinity-white': { bandOpacity: 0.12 },
  carrara: { count: 9, width: [1.8, 4.5], hairlines: 30, cloudOpacity: 0.7 },
  'mont-blanc': { count: 7, width: [2, 5], hairlines: 20 },
  'crema-marfil': { cloudOpacity: 0.8, bandOpacity: 0.45, count: 8, hairlines: 26 },
  'michelangelo-calacatta': { branches: 3 },
};

/**
 * Texture recipe for a stone look; `id` selects optional reshaping.
 * @param {StoneLook} look
 * @param {string} id
 * @returns {StoneRecipe}
 */
export function recipeFromLook(look, id) {
  const t = TWEAKS[id] ?? {};
  const build = PATTERNS[look.pattern];
  if (!build) throw new Error(`Unknown stone pattern "${look.pattern}"`);
  const dark = luminance(look.base) < 0.3;
  return {
    base: look.base,
    layers: [...build(look, t), sheen(dark ? 0.07 : 0.05)],
  };
}
