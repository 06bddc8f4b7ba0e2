import { Global, css } from '@emotion/react';
import { fontFaces } from './fonts';
import { theme } from './tokens';

const { colors, fonts, fontSizes, layout, mq } = theme;

// Module-scope styles: created once, never in render.
const globalCss = css`
  ${fontFaces}
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
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
