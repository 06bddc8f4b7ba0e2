// Contrast of the text/background pairs the site uses, computed from the tokens (WCAG 2.2 relative
// luminance). The pairs name tokens only; every number on the Fundamentos page comes from
// src/theme/tokens.ts, and tests/workbench/contrast.test.ts holds each pair to its WCAG minimum.
import { colors } from '../../src/theme/tokens';

export type ColorToken = keyof typeof colors;

export interface ContrastPair {
  text: ColorToken;
  background: ColorToken;
  use: string;
  /** Large text (24 px, or 18.66 px bold) and non-text marks need 3:1; other text 4.5:1. */
  kind: 'text' | 'large' | 'non-text';
}

export const contrastPairs: readonly ContrastPair[] = [
  { text: 'ink', background: 'bone', use: 'Texto corrido nas seções claras', kind: 'text' },
  { text: 'ink', background: 'paper', use: 'Texto em cartões e na seção papel', kind: 'text' },
  { text: 'ink', background: 'travertine', use: 'Texto na seção areia', kind: 'text' },
  { text: 'inkMuted', background: 'bone', use: 'Texto secundário, dicas de campo', kind: 'text' },
  { text: 'inkMuted', background: 'paper', use: 'Descrições em cartões e avisos', kind: 'text' },
  { text: 'inkMuted', background: 'travertine', use: 'Texto secundário na seção areia', kind: 'text' },
  { text: 'graphite', background: 'bone', use: 'Títulos nas seções claras', kind: 'text' },
  { text: 'bronze', background: 'bone', use: 'Sobretítulos e destaques em bronze', kind: 'text' },
  { text: 'bronzeDark', background: 'paper', use: 'Links e hover do botão fantasma', kind: 'text' },
  { text: 'paper', background: 'bronze', use: 'Botão primário', kind: 'text' },
  { text: 'paper', background: 'bronzeDark', use: 'Botão primário em hover', kind: 'text' },
  { text: 'paper', background: 'whatsapp', use: 'Botão do WhatsApp', kind: 'text' },
  { text: 'graphite', background: 'paper', use: 'Botão sobre fundo escuro (onDark)', kind: 'text' },
  { text: 'graphite', background: 'bronzeLight', use: 'Botão onDark em hover', kind: 'text' },
  { text: 'onDark', background: 'graphite', use: 'Texto das seções escuras, cabeçalho, dicas (tooltip)', kind: 'text' },
  { text: 'onDarkMuted', background: 'graphite', use: 'Texto secundário nas seções escuras', kind: 'text' },
  { text: 'onDark', background: 'graphiteSoft', use: 'Cartões sobre fundo escuro', kind: 'text' },
  { text: 'bronzeLight', background: 'graphite', use: 'Sobretítulos e números em fundo escuro', kind: 'text' },
  { text: 'error', background: 'paper', use: 'Mensagens de erro dos campos', kind: 'text' },
  { text: 'error', background: 'bone', use: 'Mensagens de erro sobre o fundo da página', kind: 'text' },
  { text: 'errorOnDark', background: 'graphite', use: 'Erros em fundo escuro', kind: 'text' },
  { text: 'focus', background: 'bone', use: 'Contorno de foco nas seções claras', kind: 'non-text' },
  { text: 'focusOnDark', background: 'graphite', use: 'Contorno de foco nas seções escuras', kind: 'non-text' },
];

export const minimumFor = (kind: ContrastPair['kind']) => (kind === 'text' ? 4.5 : 3);

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not a #RRGGBB colour`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(parseInt(part ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
