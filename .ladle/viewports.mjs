// Viewport presets of the workbench's width addon, shared with the story test (e2e/workbench.spec.ts).
// The site's own breakpoints live in src/theme/tokens.ts; these are the devices stories are checked on.
export const viewports = Object.freeze({ mobile: 390, tablet: 768, desktop: 1440 });
