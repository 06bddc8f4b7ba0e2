import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { VideoControlLabels } from '../../content/video-controls';
import { Icon } from './icons';
import { useVideoPlayback } from './use-video-playback';
import { Tooltip } from './tooltip';
import { VisuallyHidden } from './visually-hidden';

const Frame = styled.div(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  background: theme.colors.graphiteSoft,
  isolation: 'isolate',
  'video, img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
  video: { cursor: 'pointer' },
}));

const controlBase = ({ theme }: { theme: Theme }) => ({
  position: 'absolute' as const,
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(1),
  minWidth: 44,
  minHeight: 44,
  border: `1px solid color-mix(in srgb, ${theme.colors.onDark} 35%, transparent)`,
  borderRadius: theme.radii.pill,
  // Solid, never a tint over the picture: the label and icon read the same on every frame.
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  transition: `background-color ${theme.durations.fast}ms ease, transform ${theme.durations.fast}ms ease`,
  '&:hover': { background: theme.colors.graphiteSoft },
  '&:focus-visible': { outlineColor: theme.colors.focusOnDark },
});

/** Pause/play: a small corner control while the video plays by itself, a large centred one when it waits for the user. */
export type ControlsPlacement = 'bottom-start' | 'top-end';

const corner = (theme: Theme, at: ControlsPlacement) =>
  at === 'top-end' ? { right: theme.space(1.5), top: theme.space(1.5) } : { left: theme.space(1.5), bottom: theme.space(1.5) };

const ToggleButton = styled('button', { shouldForwardProp: (prop) => prop !== 'prominent' && prop !== 'at' })<{
  prominent: boolean;
  at: ControlsPlacement;
}>(({ theme, prominent, at }) => ({
    ...controlBase({ theme }),
    ...(prominent
      ? { left: '50%', top: '50%', width: 72, height: 72, transform: 'translate(-50%, -50%)' }
      : { ...corner(theme, at), padding: 0 }),
}));

const SoundButton = styled.button(({ theme }) => ({
  ...controlBase({ theme }),
  right: theme.space(1.5),
  bottom: theme.space(1.5),
  padding: `0 ${theme.space(2)} 0 ${theme.space(1.5)}`,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

export interface VideoProps {
  src: string;
  poster: string;
  /** Accessible name of the video itself. */
  label: string;
  labels: VideoControlLabels;
  /** Width / height; the frame keeps it before anything loads, so nothing shifts. */
  ratio: number;
  /** Loop muted while in view; off for videos the user starts. Reduced motion turns it off too. */
  autoPlay?: boolean;
  /** Offer the 'sound on' control while the video plays muted. */
  offerSound?: boolean;
  /** Native controls (the event page); the looping cards use only the custom ones. */
  controls?: boolean;
  preload?: 'none' | 'metadata';
  /**
   * 'lazy' (default): the poster is an image under the video, fetched as it nears the screen, so posters
   * further down the page never compete with the first screen. 'eager': a first-screen video's poster.
   */
  posterLoading?: 'lazy' | 'eager';
  /** Where the small pause/play control sits, away from any caption over the video. */
  controlsAt?: ControlsPlacement;
  className?: string;
  /** Shown by browsers that cannot play video at all. */
  children?: ReactNode;
}

export function Video({
  src,
  poster,
  label,
  labels,
  ratio,
  autoPlay = true,
  offerSound = false,
  controls = false,
  preload = 'none',
  posterLoading = 'lazy',
  controlsAt = 'bottom-start',
  className,
  children,
}: VideoProps) {
  const { videoRef, viewRef, inView, playing, muted, awaitingUser, toggle, activate } = useVideoPlayback({ src, autoPlay });

  // data-in-view: the playback rules have seen the frame on screen (tests wait on it, not on the clock).
  return (
    <Frame ref={viewRef} className={className} style={{ aspectRatio: String(ratio) }} data-in-view={inView ? '' : undefined}>
      {/* A video with no poster of its own is transparent until its first frame: the image shows through. */}
      {posterLoading === 'lazy' && <img src={poster} alt="" loading="lazy" decoding="async" />}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the site's footage is silent (no audio track); a video that speaks gets its <track> as children */}
      <video
        ref={videoRef}
        src={src}
        poster={posterLoading === 'eager' ? poster : undefined}
        preload={preload}
        playsInline
        controls={controls}
        controlsList="nodownload nofullscreen noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        aria-label={label}
        onClick={controls ? undefined : activate}
      >
        {children}
      </video>
      {!controls && (
        <Tooltip label={playing ? labels.pause : labels.play}>
          <ToggleButton type="button" prominent={awaitingUser} at={controlsAt} onClick={toggle}>
            <Icon name={playing ? 'pause' : 'play'} size={awaitingUser ? 28 : 18} />
            <VisuallyHidden>{playing ? labels.pause : labels.play}</VisuallyHidden>
          </ToggleButton>
        </Tooltip>
      )}
      {!controls && offerSound && playing && muted && (
        <SoundButton type="button" onClick={activate}>
          <Icon name="sound" size={18} />
          {labels.unmute}
        </SoundButton>
      )}
    </Frame>
  );
}
