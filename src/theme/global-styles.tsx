import { Global, css } from '@emotion/react';
import { fontFaces } from './fonts';
import { theme } from './tokens';

const { colors, fonts, fontSizes, layout, mq } = theme;

// Module-scope styles: created once, never in render. Plain CSS, so the prerender can write it as is.
// [data-lazy-layout]: a part of a page far below the first screen (src/lib/lazy-layout.ts), laid out only near the
// viewport; its measured heights (or 1000px) stand in until it has been drawn once.
// Reduced motion: animations end at once, and transitions never start. A duration of 0.01ms on every element (the
// usual reset) gave every element a transition of every property (`transition-property` is `all` by default): each
// change of style then ran the transitions machinery and a second frame, a keystroke in the estimate restyling 12
// elements twice. Nothing here waits for a transition's or an animation's end event.
export const globalStyleSheet = `
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: ${layout.headerHeight / 2}px;
  }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  body {
    margin: 0;
    background: ${colors.bone};
    color: ${colors.ink};
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-x: hidden;
  }
  h1, h2, h3, h4 {
    font-family: ${fonts.display};
    font-weight: 400;
    line-height: 1.1;
    margin: 0;
    letter-spacing: -0.01em;
    font-optical-sizing: auto;
  }
  p { margin: 0; }
  [data-lazy-layout] { content-visibility: auto; contain-intrinsic-size: auto var(--layout-phone, 1000px); }
  ${mq.sm} { [data-lazy-layout] { contain-intrinsic-size: auto var(--layout-tablet, 1000px); } }
  ${mq.lg} { [data-lazy-layout] { contain-intrinsic-size: auto var(--layout-desktop, 1000px); } }
  img, video, svg { display: block; max-width: 100%; }
  img, video { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: inherit; }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
    border-radius: 2px;
  }
  [data-theme='dark'] :focus-visible { outline-color: ${colors.focusOnDark}; }
  ::selection { background: ${colors.sand}; color: ${colors.ink}; }
  ${mq.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
    }
  }
`;
const globalCss = css`
  ${globalStyleSheet}
`;

const fontFacesCss = css`
  ${fontFaces}
`;

/**
 * `inlined`: the prerendered page carries the font faces and these global rules in a plain <style> of its
 * own, which nothing moves or rewrites, so the app adds nothing. (Emotion adopts its own sheets by moving
 * each tag; a moved sheet makes the browser restyle the whole page, and a moved @font-face rule lays it all
 * out again.)
 */
export function GlobalStyles({ inlined = false }: { inlined?: boolean }) {
  if (inlined) return null;
  return (
    <>
      <Global styles={fontFacesCss} />
      <Global styles={globalCss} />
    </>
  );
}
