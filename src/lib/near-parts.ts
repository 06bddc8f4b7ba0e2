// The home page's sections below the first screen, on the page the visitor arrives on: each one's code is asked for
// only as the visitor comes near it, and React hydrates it then, in its own Suspense boundary (the prerendered HTML
// stands meanwhile, whole and readable). So the first visit fetches, evaluates and hydrates what its first screens
// need, not the whole page. The prerender and a visit from another page load every section first (`openAll`).
// Until a part's code is here it is marked `data-part-waiting`: the entry (src/entry-client.tsx) holds the presses
// made in it, which React would drop, says `lavra:part-wanted` from the element pressed, and presses it again when
// told `lavra:part-ready`.
import { isFirstRenderDone } from './lazy-page';

/** How far ahead of the viewport a part's code is asked for (the budget form's too). */
export const NEAR_MARGIN = '600px 0px';

const SLOT = 'data-section-slot';
const WAITING = 'data-part-waiting';
/** The parts not near yet, each with what lets it load. */
const waiting = new Map<string, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * A part's loader that, on the page the visitor arrives on, waits until the part (the element marked
 * `data-section-slot="id"`) comes within NEAR_MARGIN of the viewport, or is pressed; at once anywhere else.
 */
export function nearPart<T>(id: string, load: () => Promise<T>): () => Promise<T> {
  return () => {
    const slot = typeof document === 'undefined' || isFirstRenderDone() ? null : document.querySelector(`[${SLOT}="${id}"]`);
    if (!slot || typeof IntersectionObserver === 'undefined') return load();
    slot.setAttribute(WAITING, '');
    return near(id, slot)
      .then(load)
      .then(
        (module) => {
          // A task later, React has taken the code: the presses held there can go.
          window.setTimeout(() => {
            slot.removeAttribute(WAITING);
            document.dispatchEvent(new Event('lavra:part-ready'));
          }, 0);
          return module;
        },
        // The connection dropped as the visitor scrolled: the part stays the prerendered HTML, readable and with
        // its links and native controls working, rather than the page losing what React already runs.
        (error: unknown) => {
          console.error('Não foi possível carregar o código desta parte da página.', error);
          return new Promise<T>(() => {});
        },
      );
  };
}

/** Lets every part still waiting load now (the page is to be rendered whole). */
export function openAll(): void {
  for (const open of [...waiting.values()]) open();
}

/** A part the entry held a press in (`lavra:part-wanted`) loads now, wherever the page has scrolled since. */
function openWanted(event: Event): void {
  const slot = event.target instanceof Element ? event.target.closest(`[${WAITING}]`) : null;
  if (slot) waiting.get(slot.getAttribute(SLOT) ?? '')?.();
}

function near(id: string, slot: Element): Promise<void> {
  if (!observer) document.addEventListener('lavra:part-wanted', openWanted);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target.getAttribute(SLOT) ?? '')?.();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(slot);
  return new Promise((resolve) =>
    waiting.set(id, () => {
      waiting.delete(id);
      observer?.unobserve(slot);
      resolve();
    }),
  );
}
