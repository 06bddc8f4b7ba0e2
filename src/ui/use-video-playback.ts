import { useCallback, useEffect, useRef, useState } from 'react';
import { createPlaybackController, type PlaybackController } from '../lib/video-playback';
import { useInView } from '../lib/use-in-view';
import { usePrefersReducedMotion } from '../lib/use-media-query';

interface Options {
  src: string;
  /** Play muted by itself while in view (never under reduced motion). */
  autoPlay: boolean;
}

/** Binds the shared playback rules to a <video>: plays only while in view, honours reduced motion. */
export function useVideoPlayback({ src, autoPlay }: Options) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const controller = useRef<PlaybackController | null>(null);
  const [viewRef, inView] = useInView<HTMLDivElement>({ threshold: 0.25 });
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [blocked, setBlocked] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const shouldAutoplay = autoPlay && !reducedMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => {
      setPlaying(!video.paused);
      setMuted(video.muted);
      if (!video.paused) setBlocked(false);
    };
    const playback = createPlaybackController(video, src, undefined, () => setBlocked(true));
    controller.current = playback;
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    video.addEventListener('volumechange', sync);
    return () => {
      playback.dispose();
      controller.current = null;
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
      video.removeEventListener('volumechange', sync);
    };
  }, [src]);

  useEffect(() => {
    const playback = controller.current;
    if (!playback) return;
    if (inView && shouldAutoplay) playback.autoplay();
    else if (!inView) playback.suspend();
  }, [inView, shouldAutoplay, src]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (video) setUserPaused(!video.paused);
    controller.current?.toggle();
  }, []);

  const activate = useCallback(() => {
    setUserPaused(false);
    controller.current?.activate();
  }, []);

  /** The big centred play button replaces the small corner control when nothing will start by itself. */
  const awaitingUser = !playing && (!shouldAutoplay || userPaused || blocked);

  return { videoRef, viewRef, inView, playing, muted, awaitingUser, toggle, activate };
}
