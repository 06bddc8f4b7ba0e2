// The entry's requests after the first paint each start in a task of their own (src/lib/tasks.ts), so no
// burst of them makes one long task that a tap would wait for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, oneTaskEach } from '../../src/lib/tasks';

/** A MessageChannel whose messages are delivered only when the test says so: one delivery, one task. */
function controlledChannels() {
  const queue: Array<() => void> = [];
  class FakeChannel {
    port1 = { onmessage: null as null | (() => void), close: vi.fn() };
    port2 = { postMessage: () => queue.push(() => this.port1.onmessage?.()) };
  }
  vi.stubGlobal('MessageChannel', FakeChannel);
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return {
    pending: () => queue.length,
    /** Runs the next task, then every microtask it queued. */
    async runTask() {
      await settle();
      const task = queue.shift();
      if (!task) throw new Error('no task is waiting');
      task();
      await settle();
    },
    settle,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('one step per task', () => {
  it('runs nothing in the task that asks, then one step per task, in order', async () => {
    const tasks = controlledChannels();
    const ran: string[] = [];
    const results = oneTaskEach(['framework', 'app', 'font'].map((name) => () => (ran.push(name), name.length)));
    await tasks.settle();
    expect(ran).toEqual([]);
    await tasks.runTask();
    expect(ran).toEqual(['framework']);
    await tasks.runTask();
    expect(ran).toEqual(['framework', 'app']);
    await tasks.runTask();
    expect(ran).toEqual(['framework', 'app', 'font']);
    expect(tasks.pending()).toBe(0);
    await expect(Promise.all(results)).resolves.toEqual([9, 3, 4]);
  });

  it('a step that fails fails alone: the next ones still run', async () => {
    const tasks = controlledChannels();
    const results = oneTaskEach([
      () => {
        throw new Error('request refused');
      },
      () => 'second',
    ]);
    const first = expect(results[0]).rejects.toThrow('request refused');
    await tasks.runTask();
    await tasks.runTask();
    await first;
    await expect(results[1]).resolves.toBe('second');
  });

  it('does not wait for a step’s result: what the steps ask for downloads side by side', async () => {
    const tasks = controlledChannels();
    const finish: Array<(face: string) => void> = [];
    const ran: string[] = [];
    const results = oneTaskEach(['normal', 'italic'].map((face) => () => (ran.push(face), new Promise<string>((resolve) => finish.push(resolve)))));
    await tasks.runTask();
    expect(ran).toEqual(['normal']);
    await tasks.runTask();
    expect(ran).toEqual(['normal', 'italic']);
    finish[1]!('italic loaded');
    finish[0]!('normal loaded');
    await expect(Promise.all(results)).resolves.toEqual(['normal loaded', 'italic loaded']);
  });
});

describe('a task of its own', () => {
  it('with no MessageChannel, a timer', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('in the browser, resolves after the current task', async () => {
    let done = false;
    const waited = nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await waited;
    expect(done).toBe(true);
  });
});
