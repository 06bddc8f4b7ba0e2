import { useId, useRef, type FocusEvent, type PointerEvent } from 'react';
import type { BrandContent } from '../../../content/types';
import type { VideoControlLabels } from '../../../content/video-controls';
import { breakpoints } from '../../theme/tokens';
import { useMediaQuery, usePrefersReducedMotion } from '../../lib/use-media-query';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { Video } from '../../ui/video';
import {
  FeatureIcon,
  FeatureItem,
  FeatureList,
  FeatureText,
  FeatureTitle,
  Panel,
  PanelCaption,
  PanelFade,
  PanelMediaBox,
  PanelStage,
  PanelSubtitle,
  PanelTitle,
  Showcase,
} from './feature-showcase.styles';
import { useHoverPanel } from './use-hover-panel';

export const DESKTOP_QUERY = `(min-width: ${breakpoints.lg}px)`;

const PANEL_RATIO = 5 / 6;

interface Props {
  features: BrandContent['features'];
  defaultPanel: BrandContent['defaultPanel'];
  videoLabels: VideoControlLabels;
  /** Feature whose media the panel shows at first (stories); the default panel otherwise. */
  initialFeature?: number | null;
}

function PanelMedia({ media, title, labels }: { media: BrandContent['features'][number]['media']; title: string; labels: VideoControlLabels }) {
  if (media.kind === 'image') {
    return <Picture image={media.image} sizes="(min-width: 1280px) 640px, 55vw" fit="cover" />;
  }
  return <Video src={media.video.src} poster={media.video.poster} ratio={PANEL_RATIO} label={title} labels={labels} controlsAt="top-end" />;
}

/** Feature cards; from 1024 px hovering, focusing or tapping one swaps the video panel beside them. */
export function FeatureShowcase({ features, defaultPanel, videoLabels, initialFeature = null }: Props) {
  const panelId = useId();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  const { shown, target, fading, request } = useHoverPanel({ initial: initialFeature, instant: reducedMotion });

  const active = isDesktop ? target : null;
  const shownFeature = shown === null ? null : features[shown];
  const panel = shownFeature
    ? { key: `feature-${shown}`, media: shownFeature.media, title: shownFeature.videoTitle, subtitle: shownFeature.videoSubtitle }
    : { key: 'default', media: { kind: 'video' as const, video: defaultPanel.video }, title: defaultPanel.title, subtitle: defaultPanel.subtitle };

  // The card holding keyboard focus wins once the mouse leaves.
  const focused = useRef<number | null>(null);
  const onFocusCard = (index: number) => {
    focused.current = index;
    request(index);
  };
  // Touch fires pointerleave as the finger lifts: only a mouse's leave returns to the default.
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') request(focused.current);
  };
  // Focus moving on from the cards into the panel (its pause button) keeps the panel as it is: swapping
  // it back would remove the very button that just received focus.
  const listRef = useRef<HTMLUListElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (listRef.current?.contains(next) || panelRef.current?.contains(next)) return;
    focused.current = null;
    request(null);
  };

  return (
    <Showcase>
      <FeatureList ref={listRef} onPointerLeave={isDesktop ? onPointerLeave : undefined} onBlur={isDesktop ? onBlur : undefined}>
        {features.map((feature, index) => (
          <FeatureItem key={feature.title} active={active === index}>
            <FeatureIcon>
              <Icon name={feature.icon} />
            </FeatureIcon>
            <FeatureTitle>
              {isDesktop ? (
                <button
                  type="button"
                  aria-controls={panelId}
                  aria-pressed={active === index}
                  onPointerEnter={(event) => event.pointerType === 'mouse' && request(index)}
                  onFocus={() => onFocusCard(index)}
                  onClick={() => request(index)}
                >
                  {feature.title}
                </button>
              ) : (
                feature.title
              )}
            </FeatureTitle>
            <FeatureText>{feature.description}</FeatureText>
          </FeatureItem>
        ))}
      </FeatureList>
      <Panel id={panelId} ref={panelRef} data-testid="brand-panel" onBlur={isDesktop ? onBlur : undefined}>
        <PanelStage fading={fading}>
          <PanelMediaBox>
            {isDesktop && <PanelMedia key={panel.key} media={panel.media} title={panel.title} labels={videoLabels} />}
          </PanelMediaBox>
          <PanelCaption>
            <PanelFade aria-hidden="true" />
            <PanelTitle>{panel.title}</PanelTitle>
            <PanelSubtitle>{panel.subtitle}</PanelSubtitle>
          </PanelCaption>
        </PanelStage>
      </Panel>
    </Showcase>
  );
}
