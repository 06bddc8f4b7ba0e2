import type { ReactElement } from 'react';

// Line icons on a 24 px grid, drawn in the text colour. Content refers to them by key
// (finish ids, comparison rows, brand features, collection highlights), so a key without a
// drawing falls back to a neutral mark instead of breaking the layout.

const p = (d: string) => <path d={d} />;

const glyphs = {
  // Controls and contact
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" stroke="none" />,
  pause: (
    <>
      <rect x="6.5" y="5" width="3.5" height="14" rx="1" fill="currentColor" stroke="none" />
      <rect x="14" y="5" width="3.5" height="14" rx="1" fill="currentColor" stroke="none" />
    </>
  ),
  sound: (
    <>
      {p('M4 9.5h3.5L12 5.5v13l-4.5-4H4z')}
      {p('M15.5 9a4.2 4.2 0 0 1 0 6M18 6.5a7.8 7.8 0 0 1 0 11')}
    </>
  ),
  muted: (
    <>
      {p('M4 9.5h3.5L12 5.5v13l-4.5-4H4z')}
      {p('M16 9.5l5 5M21 9.5l-5 5')}
    </>
  ),
  plus: p('M12 5v14M5 12h14'),
  minus: p('M5 12h14'),
  'chevron-down': p('M6 9.5l6 6 6-6'),
  'arrow-right': p('M4.5 12h15M13.5 6l6 6-6 6'),
  'arrow-left': p('M19.5 12h-15M10.5 6l-6 6 6 6'),
  check: p('M5 12.5l4.5 4.5L19 7.5'),
  dash: p('M7 12h10'),
  phone: p('M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z'),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
      {p('M4 6.5l8 6.5 8-6.5')}
    </>
  ),
  pin: (
    <>
      {p('M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z')}
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      {p('M12 7.5V12l3 2')}
    </>
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="16.8" cy="7.2" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  external: p('M14 4.5h5.5V10M19.5 4.5L11 13M17 13.5v5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h5'),

  // Finishes
  polido: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      {p('M7.5 15.5l8-8M7.5 11.5l4-4')}
    </>
  ),
  acetinado: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      {p('M4 14c3-2 5 2 8 0s5-2 8 0')}
    </>
  ),
  escovado: p('M4 7c2.7-1.6 5.3 1.6 8 0s5.3-1.6 8 0M4 12c2.7-1.6 5.3 1.6 8 0s5.3-1.6 8 0M4 17c2.7-1.6 5.3 1.6 8 0s5.3-1.6 8 0'),
  levigado: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      {p('M8 12h8')}
    </>
  ),
  jateado: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      {[8, 12, 16].flatMap((y) => [8, 12, 16].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.8" fill="currentColor" stroke="none" />))}
    </>
  ),
  flameado: p('M12 3.5c.5 3 4.5 5 4.5 9.5a4.5 4.5 0 0 1-9 0c0-2 1-3.5 2-4.5.2 1.6 1 2.6 2 3 0-3-.5-5.5.5-8z'),
  apicoado: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1.5" />
      {[
        [7.5, 8],
        [11.5, 7],
        [16, 8.5],
        [9, 12],
        [14, 12.5],
        [7, 16],
        [12, 16.5],
        [16.5, 16],
      ].map(([x, y]) => (
        <path key={`${x}-${y}`} d={`M${x! - 0.9} ${y! - 0.9}l1.8 1.8M${x! + 0.9} ${y! - 0.9}l-1.8 1.8`} />
      ))}
    </>
  ),
  resinado: (
    <>
      {p('M12 3.5s5.5 6.2 5.5 10a5.5 5.5 0 0 1-11 0c0-3.8 5.5-10 5.5-10z')}
      {p('M9.5 14.5a2.6 2.6 0 0 0 2.5 2.5')}
    </>
  ),

  // Comparison rows and brand features
  atendimento: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      {p('M3 20c.6-3.5 3-5.5 6-5.5s5.4 2 6 5.5')}
      {p('M15 4.5h5.5v4.5h-2l-2 2v-2H15z')}
    </>
  ),
  compatibilizacao: (
    <>
      <rect x="3.5" y="3.5" width="11" height="11" rx="1" />
      <rect x="9.5" y="9.5" width="11" height="11" rx="1" />
    </>
  ),
  producao: p('M3.5 20.5v-9l5 3v-3l5 3v-3l5 3V5.5h2v15zM3.5 20.5h17'),
  fabricas: (
    <>
      {p('M2.5 20.5v-7l4 2.5v-2.5l4 2.5V8h2.5v12.5z')}
      {p('M13 20.5v-5l4 2.5v-2.5l4 2.5v2.5zM2.5 20.5h19')}
    </>
  ),
  materiais: (
    <>
      {p('M12 3.5l8 4.5v8l-8 4.5L4 16V8z')}
      {p('M4 8l8 4.5L20 8M12 12.5v8')}
    </>
  ),
  importadas: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      {p('M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5M12 3.5C9.5 6 8.5 9 8.5 12s1 6 3.5 8.5')}
    </>
  ),
  acabamento: (
    <>
      {p('M4 17.5h16M4 17.5c0-4 2-6 5-6h11')}
      {p('M14 8l2.5-4 2.5 4')}
    </>
  ),
  'pos-obra': (
    <>
      {p('M12 3.5l7 2.5v5.5c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6z')}
      {p('M8.5 12l2.5 2.5 4.5-5')}
    </>
  ),
  arquitetos: (
    <>
      {p('M12 3.5v3M12 6.5L6.5 20.5M12 6.5l5.5 14M8.3 15.5h7.4')}
      <circle cx="12" cy="6.5" r="1.5" />
    </>
  ),
  consultoria: (
    <>
      {p('M4 20l3.5-1 11-11a1.8 1.8 0 0 0-2.5-2.5l-11 11z')}
      {p('M14.5 7.5l2 2M4 20h16')}
    </>
  ),
  cashback: (
    <>
      <ellipse cx="10" cy="7" rx="6" ry="2.5" />
      {p('M4 7v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V7M4 11v4c0 1.4 2.7 2.5 6 2.5')}
      {p('M17.5 14.5a3.5 3.5 0 1 1-1 4.5M17.5 14.5v2h-2')}
    </>
  ),

  // Collection highlights
  resistencia: p('M3 19.5l6-10 3.5 5 2.5-3.5 6 8.5zM9 9.5l1.5 2'),
  versatilidade: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1" />
      <rect x="13" y="4" width="7" height="7" rx="1" />
      <rect x="4" y="13" width="7" height="7" rx="1" />
      <rect x="13" y="13" width="7" height="7" rx="1" />
    </>
  ),
  investimento: p('M4 19.5h16M5.5 15.5l4.5-4.5 3 3 6-6.5M14.5 7.5h4.5V12'),
  metamorfico: (
    <>
      {p('M3.5 8h17M3.5 12.5h17M3.5 17h17')}
      {p('M9 4.5l-2 3.5M15 8.5l2 4M9 13l-2 4')}
    </>
  ),
  cristalizacao: (
    <>
      {p('M12 3l4 5-4 13-4-13z')}
      {p('M8 8h8')}
    </>
  ),
  pureza: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      {p('M12 6.5l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z')}
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof glyphs;

export const iconNames = Object.keys(glyphs) as IconName[];

const fallback = <circle cx="12" cy="12" r="3" />;

export function hasIcon(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(glyphs, name);
}

interface Props {
  /** An icon key; content passes plain strings, unknown keys draw a neutral dot. */
  name: IconName | (string & {});
  size?: number;
  className?: string;
  strokeWidth?: number;
}

/** Decorative: hidden from assistive technology, the text next to it carries the meaning. */
export function Icon({ name, size = 24, className, strokeWidth = 1.5 }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {hasIcon(name) ? glyphs[name] : fallback}
    </svg>
  );
}
