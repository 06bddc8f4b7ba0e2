// What entry-client.tsx starts once the first paint is on screen: React first, then the app, as two
// shorter tasks of script evaluation instead of one long one. A build entry of its own, so the tiny
// entry loads it by URL and imports nothing itself (see entry-client.tsx).
await import('react-dom/client');
await import('./hydrate-app');

export {};
