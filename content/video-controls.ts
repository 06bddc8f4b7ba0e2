import { deepFreeze } from './deep-freeze';

/** Accessible names of the controls every looping video carries (WCAG 2.2.2: pause, stop, hide). */
export interface VideoControlLabels {
  play: string;
  pause: string;
  /** Shown while a video plays muted; turns the sound on. */
  unmute: string;
}

export const videoControlLabels: VideoControlLabels = deepFreeze({
  play: 'Reproduzir vídeo',
  pause: 'Pausar vídeo',
  unmute: 'Tocar com som',
});
