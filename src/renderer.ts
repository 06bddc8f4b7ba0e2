// React's renderer, evaluated in a task of its own: a build entry that entry-client.tsx loads after the
// framework's chunk and before the app (<meta name="lavra:app">). The renderer's body (one CommonJS module
// of some 200 KB, compiled ahead of time: vite.config.ts) otherwise runs when the app first needs it, inside
// the app's own evaluation, and the two together made a long task on a slow phone.
import 'react-dom/client';
