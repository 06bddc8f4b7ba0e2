// Surface treatments drawn over one neutral stone, so the swatches differ only by finish:
// tone changes through feComponentTransfer, relief through a noise bump map lit by feDiffuseLighting,
// gloss through soft reflected light.

/**
 * A finish's filter (applied to the stone) and what is drawn over it, for a w x h swatch at scale k.
 * @typedef {(swatch: { w: number, h: number, k: number, seed: number }) => { filter: string, over: string }} FinishPainter
 */

const REF = 1200;
const n = (/** @type {number} */ v) => Number(v.toFixed(4));

/** Tone: slope > 1 adds contrast, intercept lifts (honed and flamed stone look paler). */
const tone = (/** @type {number} */ slope, /** @type {number} */ intercept, saturation = 1) => `
<feColorMatrix type="saturate" values="${saturation}"/>
<feComponentTransfer>
  <feFuncR type="linear" slope="${slope}" intercept="${intercept}"/>
  <feFuncG type="linear" slope="${slope}" intercept="${intercept}"/>
  <feFuncB type="linear" slope="${slope}" intercept="${intercept}"/>
</feComponentTransfer>`;

/**
 * Relief lit from the top left, multiplied over the stone.
 * @param {{ freq: number, octaves: number, scale: number, seed: number, k: number, pits?: boolean, strength?: number, type?: string }} options
 */
const relief = ({ freq, octaves, scale, seed, k, pits = false, strength = 1, type = 'fractalNoise' }) => `
<feTurbulence type="${type}" baseFrequency="${n(freq / k)}" numOctaves="${octaves}" seed="${seed}" result="noise"/>
${pits ? '<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -14 0 0 0 8.8" result="bump"/>' : '<feColorMatrix in="noise" type="luminanceToAlpha" result="bump"/>'}
<feDiffuseLighting in="bump" surfaceScale="${n(scale * k)}" diffuseConstant="1" lighting-color="#ffffff" result="light">
  <feDistantLight azimuth="225" elevation="${pits ? 50 : 42}"/>
</feDiffuseLighting>
<feComponentTransfer in="light" result="lightSoft">
  <feFuncR type="linear" slope="${n(0.55 * strength)}" intercept="${n(1 - 0.55 * strength * 0.72)}"/>
  <feFuncG type="linear" slope="${n(0.55 * strength)}" intercept="${n(1 - 0.55 * strength * 0.72)}"/>
  <feFuncB type="linear" slope="${n(0.55 * strength)}" intercept="${n(1 - 0.55 * strength * 0.72)}"/>
</feComponentTransfer>
<feBlend in="toned" in2="lightSoft" mode="multiply"/>`;

/**
 * A soft reflection of a window: what makes polished stone read as glossy.
 * @param {number} w
 * @param {number} h
 * @param {number} strength
 * @param {number} soft
 */
const gloss = (w, h, strength, soft) => `
<defs>
  <linearGradient id="glare" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="${n(strength * 0.55)}"/>
    <stop offset="0.38" stop-color="#ffffff" stop-opacity="${n(strength * 0.12)}"/>
    <stop offset="0.62" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000000" stop-opacity="${n(strength * 0.25)}"/>
  </linearGradient>
  <filter id="glossBlur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(soft)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#glare)"/>
<g filter="url(#glossBlur)" opacity="${n(strength)}" fill="#ffffff">
  <polygon points="${n(w * 0.08)},${n(h * -0.1)} ${n(w * 0.3)},${n(h * -0.1)} ${n(w * -0.1)},${n(h * 0.62)} ${n(w * -0.1)},${n(h * 0.28)}" opacity="0.5"/>
  <polygon points="${n(w * 0.36)},${n(h * -0.1)} ${n(w * 0.42)},${n(h * -0.1)} ${n(w * -0.1)},${n(h * 0.78)} ${n(w * -0.1)},${n(h * 0.7)}" opacity="0.35"/>
</g>`;

/**
 * Bush-hammer pits: a shaded upper-left wall and a lit lower-right rim, as under a top-left light.
 * @param {number} w
 * @param {number} h
 * @param {number} k
 * @param {number} seed
 */
const pits = (w, h, k, seed) => {
  let state = seed * 9301 + 49297;
  const rand = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const count = Math.round((w * h) / (REF * REF * k * k) * 2600);
  /** @type {string[]} */
  const marks = [];
  for (let i = 0; i < count; i += 1) {
    const x = n(rand() * w);
    const y = n(rand() * h);
    const r = (2.6 + rand() * 4.2) * k;
    marks.push(`<circle cx="${x}" cy="${y}" r="${n(r)}" fill="#fffaf0" opacity="0.35"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.85)}" fill="#1c1a17" opacity="0.42"/>`);
  }
  return `<defs><filter id="pitSoft" x="0" y="0" width="100%" height="100%"><feGaussianBlur stdDeviation="${n(0.5 * k)}"/></filter></defs><g filter="url(#pitSoft)">${marks.join('')}</g>`;
};

/** @type {Partial<Record<string, FinishPainter>>} */
const FINISHES = {
  polido: ({ w, h, k }) => ({ filter: `${tone(1.12, -0.03, 1.12)}`, over: gloss(w, h, 0.55, 10 * k) }),
  acetinado: ({ w, h, k }) => ({ filter: `${tone(0.95, 0.03, 0.98)}`, over: gloss(w, h, 0.22, 40 * k) }),
  escovado: ({ k, seed }) => ({
    filter: `${tone(0.9, 0.04, 0.9)}<feComponentTransfer result="toned"><feFuncA type="identity"/></feComponentTransfer>${relief({ freq: 0.012, octaves: 3, scale: 11, seed, k, strength: 1, type: 'turbulence' })}`,
    over: '',
  }),
  levigado: () => ({ filter: `${tone(0.82, 0.09, 0.85)}`, over: '' }),
  jateado: ({ k, seed }) => ({
    filter: `${tone(0.55, 0.3, 0.6)}<feComponentTransfer result="toned"><feFuncA type="identity"/></feComponentTransfer>${relief({ freq: 0.12, octaves: 2, scale: 3, seed, k, strength: 0.8 })}`,
    over: '',
  }),
  flameado: ({ k, seed }) => ({
    filter: `${tone(0.72, 0.2, 0.6)}<feComponentTransfer result="toned"><feFuncA type="identity"/></feComponentTransfer>${relief({ freq: 0.035, octaves: 5, scale: 9, seed, k, strength: 1.1 })}`,
    over: '',
  }),
  apicoado: ({ w, h, k, seed }) => ({
    filter: `${tone(0.7, 0.18, 0.7)}`,
    over: pits(w, h, k, seed),
  }),
  resinado: ({ w, h, k }) => ({ filter: `${tone(1.18, -0.05, 1.15)}`, over: gloss(w, h, 0.7, 6 * k) }),
};

export const finishIds = Object.keys(FINISHES);

/**
 * SVG of the finish swatch over an already rendered stone (`stoneHref`, a data URI).
 * Resin shows as dark glossy fissures, drawn by the caller's recipe into the stone itself.
 * @param {string} finishId
 * @param {string} stoneHref
 * @param {number} w
 * @param {number} h
 * @param {number} seed
 */
export function finishSvg(finishId, stoneHref, w, h, seed) {
  const build = FINISHES[finishId];
  if (!build) throw new Error(`Unknown finish "${finishId}"`);
  const k = w / REF;
  const { filter, over } = build({ w, h, k, seed });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><filter id="finish" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">${filter}</filter></defs>
<image href="${stoneHref}" width="${w}" height="${h}" preserveAspectRatio="none" filter="url(#finish)"/>
${over}
</svg>`;
}
