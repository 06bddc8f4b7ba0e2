// The tone of every stone, by page slug: what the catalogue's tone filter reads. Judged from the slabs the
// collection pages describe; tests/content/catalogue.test.ts fails when a stone has none.
import { deepFreeze } from './deep-freeze';
import type { StoneTone } from './types';

const light = (strongVeins: boolean): StoneTone => ({ shade: 'claro', strongVeins });
const dark = (strongVeins: boolean): StoneTone => ({ shade: 'escuro', strongVeins });
const coloured = (strongVeins: boolean): StoneTone => ({ shade: 'colorido', strongVeins });

export const stoneTones: Readonly<Record<string, StoneTone>> = deepFreeze({
  'taj-mahal': light(false),
  'azul-macaubas': coloured(false),
  'mont-blanc': light(false),
  patagonia: coloured(true),
  explosion: coloured(true),
  carrara: light(false),
  'calacatta-oro': light(true),
  'nero-marquina': dark(true),
  'crema-marfil': light(false),
  'rosso-levanto': coloured(true),
  'branco-polar': light(false),
  'preto-absoluto': dark(false),
  'via-lactea': dark(true),
  'marinace-black': dark(false),
  'branco-dallas': light(false),
  'blue-star': dark(false),
  'titanium-black': dark(true),
  'verde-alpi': coloured(true),
  'super-white': light(true),
  'branco-parana': light(false),
  'aspen-white': light(false),
  'infinity-white': light(false),
  dolomite: light(true),
});
