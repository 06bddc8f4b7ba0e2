import { vi } from 'vitest';

/** Answers media queries from a fixed viewport width and motion preference. */
export function installMatchMedia({ width = 1440, reducedMotion = false }: { width?: number; reducedMotion?: boolean } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (min) return width >= Number(min[1]);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (max) return width <= Number(max[1]);
    return false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
