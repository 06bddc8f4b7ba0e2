import { memo, Suspense, use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyLayoutMark, type LayoutHeights } from './lazy-layout';

/**
 * Below-the-fold parts of a prerendered page are hydrated only when the visitor is about to reach them,
 * so the first screen is interactive after the little it needs. Until then the prerendered HTML stays
 * on screen, complete and readable (links work as plain links); React adopts it as is, no node is
 * replaced. Two kinds:
 *
 * - `SectionSlot`: a section whose code is a chunk of its own (the home page's sections). The code is
 *   fetched when the slot comes within a screen of the viewport, or as soon as the visitor scrolls,
 *   types or touches the page, so it is there by the time they get to it. The prerender loads every
 *   section first (`loadAllSections`); a page rendered in the browser loads them before it appears.
 * - `HydrateWhenNear`: a part whose code is already there (a collection's stone details): only the
 *   hydration waits, and an update from the page (a stone picked above) hydrates it at once.
 *
 * An interaction inside a part that is not live yet makes it live on the spot when its code is there
 * (React then handles the event itself); otherwise the page's entry replays a button press or a tab key
 * once the part is live (src/entry-client.tsx, the site's one early-press replay).
 */

const SLOT_ATTRIBUTE = 'data-section-slot';
const LIVE_ATTRIBUTE = 'data-section-live';
/** Set by the page's entry on a part where a press made before the app arrived waits (src/entry-client.tsx). */
const WANTED_ATTRIBUTE = 'data-section-wanted';
/** How far below the viewport a part starts loading: one screen ahead. */
const LOOK_AHEAD = '0px 0px 100% 0px';
const MOVES = ['scroll', 'keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

type AnyProps = Record<string, unknown>;

export interface DeferredSection<P extends object> {
  /** Names the slot in the HTML; unique per page. */
  id: string;
  /** Fetches the section's code (once). */
  load: () => Promise<ComponentType<P>>;
  /** The section's component once its code is here. */
  loaded: () => ComponentType<P> | undefined;
  /** Its height in px on a phone, a tablet and a desktop: stands in while it is laid out lazily. */
  heights?: LayoutHeights;
}

const registry = new Map<string, DeferredSection<AnyProps>>();

export function deferredSection<P extends object>(
  id: string,
  loader: () => Promise<ComponentType<P>>,
  heights?: LayoutHeights,
): DeferredSection<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const section: DeferredSection<P> = {
    id,
    load: () => {
      pending ??= loader().then((loadedComponent) => {
        component = loadedComponent;
        release(id);
        return loadedComponent;
      });
      return pending;
    },
    loaded: () => component,
    heights,
  };
  registry.set(id, section as unknown as DeferredSection<AnyProps>);
  return section;
}

/** Loads every registered section: the prerender, before it renders a page whole. */
export function loadAllSections(): Promise<unknown> {
  return Promise.all([...registry.values()].map((section) => section.load()));
}

// ---------------------------------------------------------------------------------------------
// Browser side.

const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
const slotElement = (id: string) => document.querySelector(`[${SLOT_ATTRIBUTE}="${id}"]`);

/** A part waiting to hydrate may do so now; resolves what it waits on. */
const waiting = new Map<string, { promise: Promise<void>; resolve: () => void }>();
const released = new Set<string>();
function release(id: string): void {
  released.add(id);
  waiting.get(id)?.resolve();
}

function waitFor(id: string): Promise<void> {
  let entry = waiting.get(id);
  if (!entry) {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    entry = { promise, resolve };
    waiting.set(id, entry);
    if (released.has(id)) resolve();
  }
  return entry.promise;
}

/** What makes a part wanted: a section fetches its code, a part with its code simply hydrates. */
function want(id: string): void {
  const section = registry.get(id);
  if (section) void section.load();
  else release(id);
}

let observer: IntersectionObserver | null = null;
function watch(id: string, slot: Element): void {
  if (typeof IntersectionObserver === 'undefined') return want(id);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        want(entry.target.getAttribute(SLOT_ATTRIBUTE) ?? '');
      }
    },
    { rootMargin: LOOK_AHEAD },
  );
  observer.observe(slot);
  startOnFirstMove();
}

let listening = false;
/** The first sign of a visitor moving on (scroll, key, touch): every part of the page is wanted. */
function startOnFirstMove(): void {
  if (listening) return;
  listening = true;
  const go = () => {
    for (const event of MOVES) window.removeEventListener(event, go, true);
    for (const slot of document.querySelectorAll(`[${SLOT_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`)) want(slot.getAttribute(SLOT_ATTRIBUTE) ?? '');
  };
  for (const event of MOVES) window.addEventListener(event, go, { capture: true, passive: true });
}

/** Parts kept with the page's own code (`HydrateWhenNear`) that the page has rendered: their code is here. */
const rendered = new Set<string>();
const codeHere = (id: string) => registry.get(id)?.loaded() !== undefined || rendered.has(id);

if (isBrowser) {
  // Capture on the window runs before the entry's listeners on the document and React's on the root: a part
  // whose code is here is released first and marked live, so React hydrates it on the spot and handles the
  // event itself, and the entry does not replay it.
  const onEvent = (event: Event) => {
    const slot = event.target instanceof Element ? event.target.closest(`[${SLOT_ATTRIBUTE}]`) : null;
    if (!slot || slot.hasAttribute(LIVE_ATTRIBUTE)) return;
    const id = slot.getAttribute(SLOT_ATTRIBUTE) ?? '';
    want(id);
    if (released.has(id) && codeHere(id)) slot.setAttribute(LIVE_ATTRIBUTE, '');
  };
  for (const type of ['click', 'keydown', 'focusin', 'pointerdown'] as const) window.addEventListener(type, onEvent, true);
}

function Live({ id }: { id: string }) {
  useEffect(() => {
    slotElement(id)?.setAttribute(LIVE_ATTRIBUTE, '');
  }, [id]);
  return null;
}

/**
 * Whether this render is the hydration of a prerendered part that should still wait. After any
 * navigation (a hash link on this page; the address the page was loaded at is keyed 'default') React
 * must be able to hydrate at once.
 */
function shouldWait(id: string, locationKey: string): boolean {
  if (!isBrowser || released.has(id) || locationKey !== 'default') return false;
  const slot = slotElement(id);
  if (slot === null || !slot.hasChildNodes() || slot.hasAttribute(LIVE_ATTRIBUTE)) return false;
  if (slot.hasAttribute(WANTED_ATTRIBUTE)) want(id);
  watch(id, slot);
  return true;
}

function SectionGate({ section, props }: { section: DeferredSection<AnyProps>; props: AnyProps }) {
  const { key } = useLocation();
  let Component = section.loaded();
  if (!Component) {
    // Prerendered and not wanted yet: wait. Otherwise (rendered in the browser) fetch it now.
    if (shouldWait(section.id, key)) use(waitFor(section.id));
    use(section.load());
    Component = section.loaded()!;
  }
  return (
    <>
      {/* eslint-disable-next-line react-hooks/static-components -- the section module's own component, the same on every render */}
      <Component {...props} />
      <Live id={section.id} />
    </>
  );
}

interface SlotProps<P extends object> {
  section: DeferredSection<P>;
  props: P;
}

/**
 * Where a deferred section goes. Memoised: the page re-rendering (a hash change) does not touch a
 * section still waiting to hydrate, whose props are module constants.
 */
function SlotImpl<P extends object>({ section, props }: SlotProps<P>) {
  return (
    <div {...{ [SLOT_ATTRIBUTE]: section.id }} {...lazyLayoutMark(section.heights)}>
      <Suspense fallback={null}>
        <SectionGate section={section as unknown as DeferredSection<AnyProps>} props={props as AnyProps} />
      </Suspense>
    </div>
  );
}

export const SectionSlot = memo(SlotImpl) as <P extends object>(props: SlotProps<P>) => ReturnType<typeof SlotImpl>;

function NearGate({ id, children }: { id: string; children: ReactNode }) {
  const { key } = useLocation();
  if (shouldWait(id, key)) use(waitFor(id));
  return (
    <>
      {children}
      <Live id={id} />
    </>
  );
}

/** A part of a prerendered page, with its code in the page's chunk, hydrated when the visitor nears it. */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const renders = useRef(0);
  if (isBrowser) rendered.add(id);
  // A render after the first is an update from the page: waiting any longer would lose it.
  // eslint-disable-next-line react-hooks/refs -- renders are what is counted, committed or not
  if (renders.current++ > 0) released.add(id);
  return (
    <div {...{ [SLOT_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <NearGate id={id}>{children}</NearGate>
      </Suspense>
    </div>
  );
}
