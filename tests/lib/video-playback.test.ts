import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOAD_RETRY_DELAY_MS,
  createPlaybackController,
  type PlaybackEnvironment,
  type PlayableMedia,
} from '../../src/lib/video-playback';

/** Just enough of HTMLVideoElement: play/pause state, time, mute and events. */
class FakeMedia implements PlayableMedia {
  paused = true;
  duration = 10;
  currentTime = 0;
  muted = false;
  currentSrc = '/media/video/test.mp4';
  playCalls = 0;
  loadCalls = 0;
  playResult: () => Promise<void> = () => Promise.resolve();
  private listeners = new Map<string, Set<() => void>>();

  play() {
    this.playCalls += 1;
    this.paused = false;
    return this.playResult();
  }
  pause() {
    this.paused = true;
  }
  load() {
    this.loadCalls += 1;
  }
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  emit(type: string) {
    this.listeners.get(type)?.forEach((listener) => listener());
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

function setup() {
  const media = new FakeMedia();
  const log = { error: vi.fn(), info: vi.fn() };
  const env: PlaybackEnvironment = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    log,
  };
  const onBlocked = vi.fn();
  const controller = createPlaybackController(media, '/media/video/test.mp4', env, onBlocked);
  return { media, log, controller, onBlocked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('video playback rules', () => {
  it('autoplays muted, with muted set on the element before play()', () => {
    const { media, controller } = setup();
    let mutedAtPlay: boolean | null = null;
    media.playResult = () => {
      mutedAtPlay = media.muted;
      return Promise.resolve();
    };
    controller.autoplay();
    expect(mutedAtPlay).toBe(true);
    expect(media.paused).toBe(false);
  });

  it('restarts within 0.1 s of the end and keeps playing while muted', () => {
    const { media, controller } = setup();
    controller.autoplay();
    media.currentTime = 9.85;
    media.emit('timeupdate');
    expect(media.currentTime).toBe(9.85);

    media.currentTime = 9.92;
    media.paused = true;
    media.emit('timeupdate');
    expect(media.currentTime).toBe(0);
    expect(media.paused).toBe(false);
  });

  it('restarts on ended and resumes only when muted', () => {
    const { media, controller } = setup();
    controller.autoplay();
    media.currentTime = 10;
    media.paused = true;
    media.emit('ended');
    expect(media.currentTime).toBe(0);
    expect(media.paused).toBe(false);

    media.muted = false;
    media.currentTime = 10;
    media.paused = true;
    media.emit('ended');
    expect(media.currentTime).toBe(0);
    expect(media.paused).toBe(true);
  });

  it('a click plays a paused video and turns the sound on', () => {
    const { media, controller } = setup();
    media.muted = true;
    controller.activate();
    expect(media.paused).toBe(false);
    expect(media.muted).toBe(false);

    // Already playing: the click only unmutes.
    media.muted = true;
    const plays = media.playCalls;
    controller.activate();
    expect(media.muted).toBe(false);
    expect(media.playCalls).toBe(plays);
  });

  it('logs the failing source and retries once, after 1 s, never twice', () => {
    const { media, log, controller } = setup();
    controller.autoplay();
    media.emit('error');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('/media/video/test.mp4'));
    vi.advanceTimersByTime(LOAD_RETRY_DELAY_MS - 1);
    expect(media.loadCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(media.loadCalls).toBe(1);

    media.emit('error');
    vi.advanceTimersByTime(LOAD_RETRY_DELAY_MS * 5);
    expect(media.loadCalls).toBe(1);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('swallows an autoplay refusal with a note that it waits for the user', async () => {
    const { media, log, controller, onBlocked } = setup();
    media.playResult = () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    expect(() => controller.autoplay()).not.toThrow();
    await vi.runAllTimersAsync();
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/waiting for user interaction/));
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('a user pause sticks: scrolling back into view does not restart the video', () => {
    const { media, controller } = setup();
    controller.autoplay();
    controller.toggle();
    expect(media.paused).toBe(true);
    controller.suspend();
    controller.autoplay();
    expect(media.paused).toBe(true);
    controller.toggle();
    expect(media.paused).toBe(false);
  });

  it('keeps the sound on after the user turned it on and the video came back into view', () => {
    const { media, controller } = setup();
    controller.autoplay();
    controller.activate();
    controller.suspend();
    controller.autoplay();
    expect(media.muted).toBe(false);
    expect(media.paused).toBe(false);
  });

  it('dispose removes its listeners and cancels a pending retry', () => {
    const { media, controller } = setup();
    media.emit('error');
    controller.dispose();
    vi.advanceTimersByTime(LOAD_RETRY_DELAY_MS * 2);
    expect(media.loadCalls).toBe(0);
    expect(media.listenerCount()).toBe(0);
  });
});
