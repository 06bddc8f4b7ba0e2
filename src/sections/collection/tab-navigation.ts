// Keyboard model of a horizontal tablist (WAI-ARIA Authoring Practices, "Tabs"): arrows wrap
// around, Home and End jump to the ends, and selection follows focus.

/** Index a key press moves to, or null when the key is not a tab-navigation key. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Stable ids that tie each tab to its panel; identical on server and client. */
export function tabIds(scope: string, stoneId: string) {
  return { tab: `${scope}-tab-${stoneId}`, panel: `${scope}-painel-${stoneId}` };
}
