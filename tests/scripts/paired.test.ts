import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interleavedOrder, machineLoad, median, pacer, pairedDifference, untilQuiet } from '../../scripts/lib/paired.mjs';

describe('paired comparisons', () => {
  it('takes the median of an odd and an even sample', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('finds a shift larger than the noise and says which way', () => {
    const a = [100, 104, 98, 110, 101, 97, 105, 99, 103, 102];
    const b = a.map((x, i) => x + 20 + (i % 3) - 1);
    const d = pairedDifference(a, b);
    expect(d.median).toBe(20);
    expect(d.low).toBeGreaterThan(0);
    expect(d.verdict).toBe('higher');
    expect(pairedDifference(b, a).verdict).toBe('lower');
  });

  it('calls differences that straddle zero no difference', () => {
    const a = [100, 100, 100, 100, 100, 100, 100, 100, 100, 100];
    const b = [95, 106, 98, 103, 97, 104, 101, 99, 102, 96];
    const d = pairedDifference(a, b);
    expect(d.low).toBeLessThanOrEqual(0);
    expect(d.high).toBeGreaterThanOrEqual(0);
    expect(d.verdict).toBe('no difference');
  });

  it('alternates which side runs first', () => {
    expect(interleavedOrder(4)).toEqual([['a', 'b'], ['b', 'a'], ['a', 'b'], ['b', 'a']]);
  });
});

describe('the machine a bench runs on', () => {
  afterEach(() => vi.restoreAllMocks());
  const twoCores = () => vi.spyOn(os, 'cpus').mockReturnValue(os.cpus().slice(0, 1).concat(os.cpus().slice(0, 1)));

  it('prints the load average and the core count, and warns once the 1-minute load is above the cores', () => {
    twoCores();
    vi.spyOn(os, 'loadavg').mockReturnValue([3.5, 1.25, 0.5]);
    const busy = machineLoad('start');
    expect(busy.busy).toBe(true);
    expect(busy.line).toContain('load average 3.50 1.25 0.50 on 2 cores (start)');
    expect(busy.line).toMatch(/WARNING: .*above the core count \(2\): a result taken now says nothing either way/);
  });

  it('starts a run at once on a quiet machine: at most half a task a core, 1.0 on two', async () => {
    twoCores();
    const wait = vi.fn(async () => undefined);
    expect(await untilQuiet({ load: () => 1, wait })).toEqual({ load: 1, quiet: true, waitedMs: 0 });
    expect(wait).not.toHaveBeenCalled();
  });

  it('waits, looking every second, while the load stays above that, and starts once it falls', async () => {
    twoCores();
    const loads = [2.4, 1.8, 1.3, 0.9, 0.5];
    const wait = vi.fn(async () => undefined);
    expect(await untilQuiet({ load: () => loads.shift()!, wait, every: 1000 })).toEqual({ load: 0.9, quiet: true, waitedMs: 3000 });
    expect(wait).toHaveBeenCalledTimes(3);
  });

  it('gives up after its limit on a machine that stays busy, and says the run started busy', async () => {
    twoCores();
    const wait = vi.fn(async () => undefined);
    expect(await untilQuiet({ load: () => 3.1, wait, every: 1000, limitMs: 5000 })).toEqual({ load: 3.1, quiet: false, waitedMs: 5000 });
    expect(wait).toHaveBeenCalledTimes(5);
  });

  it('paces a whole bench: every run waits for the quiet load, and the summary gives the loads they started at', async () => {
    twoCores();
    const starts = [
      { load: 0.4, quiet: true, waitedMs: 0 },
      { load: 0.95, quiet: true, waitedMs: 41_000 },
      { load: 0.7, quiet: true, waitedMs: 12_000 },
    ];
    const log = vi.fn();
    const pace = pacer({ untilQuiet: async () => starts.shift()!, log });
    for (let i = 0; i < 3; i++) await pace.next();
    expect(log).not.toHaveBeenCalled();
    expect(pace.summary()).toBe('each run started once the 1-minute load was at most 1.0 (0.5 a core); the runs started at 0.40 to 0.95');
  });

  it('says which run could not wait for a quiet machine, and warns in the summary', async () => {
    twoCores();
    const starts = [
      { load: 0.8, quiet: true, waitedMs: 0 },
      { load: 2.6, quiet: false, waitedMs: 120_000 },
    ];
    const log = vi.fn();
    const pace = pacer({ untilQuiet: async () => starts.shift()!, log });
    await pace.next();
    await pace.next();
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('run 2: the 1-minute load stayed at 2.60, above 1.0, for two minutes; started anyway');
    expect(pace.summary()).toMatch(/the runs started at 0\.80 to 2\.60\nWARNING: 1 of 2 runs started above it/);
  });

  it('does not warn at or under one task a core', () => {
    twoCores();
    vi.spyOn(os, 'loadavg').mockReturnValue([2, 6, 9]);
    const quiet = machineLoad('end');
    expect(quiet.busy).toBe(false);
    expect(quiet.line).toBe('load average 2.00 6.00 9.00 on 2 cores (end)');
  });
});

