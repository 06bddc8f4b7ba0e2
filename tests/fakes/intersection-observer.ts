import { vi } from 'vitest';

/** A controllable IntersectionObserver: tests decide when, and how much of, an element is visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
    this.disconnected = false;
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }

  /** Reports `ratio` of every observed target as visible (0 = out of view). */
  report(ratio: number) {
    if (this.disconnected) return;
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Observers watching `element`, one of its ancestors or one of its descendants. */
    observersOf(element: Element) {
      return FakeIntersectionObserver.instances.filter((o) =>
        [...o.targets].some((t) => t === element || t.contains(element) || element.contains(t)),
      );
    },
    all: () => FakeIntersectionObserver.instances,
  };
}
