import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after this long. The default second is far too short when the
// whole suite shares two cores with the browser tests and a lazy module is transformed on
// first import; a check that passes still returns as soon as it does.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
