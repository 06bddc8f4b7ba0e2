// Playback rules shared by every looping, muted-by-default video on the site (testimonials,
// the brand panel, the event page). Framework-free: it talks to the element through
// `PlayableMedia`, so the rules are tested with a fake element and fake timers.

/** Restart this close to the end: some encoders never fire `ended` on short loops. */
export const LOOP_RESTART_THRESHOLD_S = 0.1;
export const LOAD_RETRY_DELAY_MS = 1000;

/** The part of HTMLVideoElement the rules need. */
export interface PlayableMedia {
  readonly paused: boolean;
  readonly duration: number;
  readonly currentSrc: string;
  currentTime: number;
  muted: boolean;
  play(): Promise<void> | void;
  pause(): void;
  load(): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface PlaybackEnvironment {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  log: { error: (...args: unknown[]) => void; info: (...args: unknown[]) => void };
}

export const browserPlaybackEnvironment: PlaybackEnvironment = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  log: console,
};

export interface PlaybackController {
  /** Start muted (the only way browsers allow autoplay); ignored once the user paused. */
  autoplay(): void;
  /** Pause because the video left the viewport; resumes on the next `autoplay()`. */
  suspend(): void;
  /** A click on the video: plays if paused and turns the sound on. */
  activate(): void;
  /** The visible pause/play control. A user pause sticks until the user plays again. */
  toggle(): void;
  dispose(): void;
}

export function createPlaybackController(
  media: PlayableMedia,
  source: string,
  env: PlaybackEnvironment = browserPlaybackEnvironment,
  /** Told when the browser refuses to play, so the UI can offer a visible play button. */
  onBlocked: () => void = () => {},
): PlaybackController {
  let userPaused = false;
  let retried = false;
  let retryTimer: unknown = null;
  let wantsPlayback = false;
  let soundOn = false;

  const blocked = (reason?: unknown) => {
    const name = typeof reason === 'object' && reason !== null ? (reason as { name?: unknown }).name : undefined;
    // A pause() that interrupts a pending play() rejects with AbortError: nothing to report.
    if (name === 'AbortError') return;
    env.log.info(`Autoplay blocked for ${source}; waiting for user interaction.`);
    if (name === 'NotAllowedError') onBlocked();
  };

  const play = () => {
    wantsPlayback = true;
    try {
      const result = media.play();
      if (result && typeof result.catch === 'function') result.catch(blocked);
    } catch (error) {
      blocked(error);
    }
  };

  const restart = () => {
    media.currentTime = 0;
    if (media.muted && !userPaused) play();
  };

  const onTimeUpdate = () => {
    const { duration, currentTime } = media;
    if (Number.isFinite(duration) && duration > 0 && duration - currentTime <= LOOP_RESTART_THRESHOLD_S) restart();
  };

  const onError = () => {
    env.log.error(`Video failed to load: ${media.currentSrc || source}`);
    if (retried) return;
    retried = true;
    retryTimer = env.setTimeout(() => {
      retryTimer = null;
      media.load();
      if (wantsPlayback && !userPaused) play();
    }, LOAD_RETRY_DELAY_MS);
  };

  media.addEventListener('timeupdate', onTimeUpdate);
  media.addEventListener('ended', restart);
  media.addEventListener('error', onError);

  return {
    autoplay() {
      if (userPaused) return;
      // Set through the property: React does not reliably render the `muted` attribute.
      // Once the user turned the sound on, coming back into view keeps it on.
      if (!soundOn) media.muted = true;
      play();
    },
    suspend() {
      wantsPlayback = false;
      if (!media.paused) media.pause();
    },
    activate() {
      userPaused = false;
      soundOn = true;
      media.muted = false;
      if (media.paused) play();
    },
    toggle() {
      if (media.paused) {
        userPaused = false;
        play();
      } else {
        userPaused = true;
        wantsPlayback = false;
        media.pause();
      }
    },
    dispose() {
      media.removeEventListener('timeupdate', onTimeUpdate);
      media.removeEventListener('ended', restart);
      media.removeEventListener('error', onError);
      if (retryTimer !== null) env.clearTimeout(retryTimer);
    },
  };
}
