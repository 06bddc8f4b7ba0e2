// The benchmark's count of long tasks from their CPU time (scripts/trace-kinds.mjs), on a made-up trace: what
// Lighthouse's simulation would count, without the time the page's thread waited for a core.
import { describe, expect, it } from 'vitest';
import { longTasksByCpu, type TraceTask } from '../../scripts/trace-kinds.mjs';

const PAGE = { pid: 1, tid: 10 };
const paint: TraceTask = { name: 'firstContentfulPaint', ph: 'I', ts: 1_000_000, ...PAGE };
/** A main-thread task starting at `ms` (from the trace's start), lasting `wall` ms of which `cpu` on a core. */
const task = (ms: number, wall: number, cpu: number, where = PAGE): TraceTask => ({ name: 'RunTask', ph: 'X', ts: ms * 1000, dur: wall * 1000, tdur: cpu * 1000, ...where });
const layout = (ms: number, wall: number): TraceTask => ({ name: 'Layout', ph: 'X', ts: ms * 1000, dur: wall * 1000, ...PAGE });

describe('longTasksByCpu', () => {
  it('counts four times the CPU time of a task after the first paint, twice for one that lays out', () => {
    const events = [
      paint,
      task(900, 40, 40), // before the first paint
      task(1_100, 14, 13), // 52 ms
      task(1_200, 22, 20), // lays out: 40 ms
      layout(1_201, 10),
      task(1_300, 28, 26), // lays out: 52 ms
      layout(1_301, 12),
      task(1_400, 30, 5), // 30 ms of wall time, 5 of CPU: 20 ms
      task(1_500, 60, 60, { pid: 2, tid: 20 }), // another process
    ];
    expect(longTasksByCpu(events)).toEqual([52, 52]);
  });

  it('counts nothing without a first paint, or for tasks the trace gives no CPU time', () => {
    expect(longTasksByCpu([task(1_100, 80, 80)])).toEqual([]);
    expect(longTasksByCpu([paint, { ...task(1_100, 80, 80), tdur: undefined }])).toEqual([]);
  });
});
