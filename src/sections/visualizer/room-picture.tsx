// One room as layers the compositor stacks: the room, each surface's stone (a picture made at build time: the
// slab in perspective at its real scale, where the surface is seen), the light multiplied over the stone and the
// polish's sheen added to it. The stone of a surface is the custom property --slab-<room>-<surface>, set by the
// page's stylesheet from the checked radio, so the picture follows the choice without JavaScript; once the
// script runs, on the surface itself. Nothing is drawn in perspective in the browser: a change of stone is a
// change of one flat image.
import styled from '@emotion/styled';
import { memo, type CSSProperties } from 'react';
import type { VisualizerLayers, VisualizerRoomSlug, VisualizerSurfaceKey, VisualizerSurfaceLayer } from '../../../content/visualizer';
import { imageSrcSet, imageUrl } from '../../lib/media';
import { stoneCrop } from '../../lib/visualizer-geometry';

/** How much closer a phone sees the room (its stone surfaces centred). */
const PHONE_ZOOM = 1.2;

export const slabVariable = (room: string, surface: string) => `--slab-${room}-${surface}`;
export const layerSrc = (room: string, layer: string) => `/media/visualizer/${room}/${layer}.webp`;
/** A stone on one surface of a room, as `npm run assets -- --visualizer` drew it. */
export const surfaceUrl = (room: string, surface: string, slug: string, format: 'avif' | 'webp') => `/media/visualizer/${room}/${surface}/${slug}.${format}`;
/** A stone on a surface as the value of the surface's custom property: AVIF where the browser takes it, else WebP. */
export const slabImage = (room: string, surface: string, slug: string) =>
  `image-set(url("${surfaceUrl(room, surface, slug, 'avif')}") type("image/avif"), url("${surfaceUrl(room, surface, slug, 'webp')}") type("image/webp"))`;

export interface RoomPictureProps {
  room: VisualizerRoomSlug;
  layers: VisualizerLayers;
  /** What the picture shows, in words: the room and each surface's stone. */
  label: string;
  /** `sizes` of the room's photo. */
  sizes: string;
  /** On the first screen: the room loads at once. */
  priority?: boolean;
}

// The picture keeps its ratio; its layers are drawn at the generated picture's own pixel size and scaled
// to the frame's width (100cqw / 1500px), or to --visualizer-scale where the script measured it.
const Frame = styled.div<{ ratio: number }>(({ theme, ratio }) => ({
  position: 'relative',
  aspectRatio: String(ratio),
  overflow: 'hidden',
  containerType: 'inline-size',
  background: theme.colors.travertine,
  isolation: 'isolate',
  [theme.mq.lg]: { borderRadius: theme.radii.md },
}));

// Below 1024 px the room is shown closer (--crop-zoom), its stone surfaces in the middle (--crop-x, --crop-y:
// the corner shown, in fractions of the width; src/lib/visualizer-geometry.ts).
const Layers = styled.div<{ width: number; height: number }>(({ theme, width, height }) => ({
  position: 'absolute',
  left: 0,
  top: 0,
  width,
  height,
  transformOrigin: '0 0',
  transform: `scale(var(--visualizer-scale, calc(100cqw / ${width}px)))`,
  [theme.mq.belowLg]: {
    transform: `translate(calc(var(--crop-x) * -100cqw), calc(var(--crop-y) * -100cqw)) scale(calc(var(--visualizer-scale, calc(100cqw / ${width}px)) * var(--crop-zoom)))`,
  },
  pointerEvents: 'none',
  '& > *': { position: 'absolute', inset: 0 },
  '& img': { display: 'block', width: '100%', height: '100%' },
}));

// The surface's picture covers its box of the room (in the picture's pixels), pixel for pixel.
const Surface = styled.div<{ box: VisualizerSurfaceLayer['box']; slab: string }>(({ box: [left, top, width, height], slab }) => ({
  '&&': { inset: 'auto', left, top, width, height },
  backgroundImage: `var(${slab})`,
  backgroundSize: '100% 100%',
  backgroundRepeat: 'no-repeat',
}));

const Light = styled.img({ mixBlendMode: 'multiply' });
const Sheen = styled.img({ mixBlendMode: 'screen', opacity: 0.55 });

/**
 * The room with its stones. Only its label changes with a stone; the layers never re-render. Once the script
 * runs, each surface layer carries its own slab's custom property, set by the visualizer (visualizer-dom.ts).
 */
export function RoomPicture({ room, layers, label, sizes, priority = false }: RoomPictureProps) {
  const { width, height } = layers.picture;
  return (
    <Frame ratio={width / height} role="img" aria-label={label} data-room-picture={room}>
      <RoomLayers room={room} layers={layers} sizes={sizes} priority={priority} />
    </Frame>
  );
}

const RoomLayers = memo(function RoomLayers({ room, layers, sizes, priority }: Omit<RoomPictureProps, 'label'>) {
  const { width, height, baseWidths } = layers.picture;
  const base = `visualizer/${room}/base`;
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const surfaces = Object.entries(layers.rooms[room].surfaces) as [VisualizerSurfaceKey, VisualizerSurfaceLayer][];
  const crop = stoneCrop(surfaces.flatMap(([, surface]) => surface.faces), layers.picture, PHONE_ZOOM);
  // The room itself is the group's first layer: blending happens inside the group, over it.
  return (
    <Layers width={width} height={height} style={{ '--crop-zoom': crop.zoom, '--crop-x': crop.x.toFixed(4), '--crop-y': crop.y.toFixed(4) } as CSSProperties}>
      <picture>
        <source type="image/avif" srcSet={imageSrcSet(base, 'avif', baseWidths)} sizes={sizes} />
        <source type="image/webp" srcSet={imageSrcSet(base, 'webp', baseWidths)} sizes={sizes} />
        <img src={imageUrl(base, baseWidths[baseWidths.length - 1]!, 'webp')} alt="" width={width} height={height} decoding="async" {...loading} />
      </picture>
      {surfaces.map(([surface, { box }]) => (
        // The script paints the surface's stone (a custom property in its style) as soon as the page runs, which may
        // be before this room's part is hydrated: the attribute is the script's, not React's.
        <Surface key={surface} box={box} slab={slabVariable(room, surface)} data-surface={surface} suppressHydrationWarning />
      ))}
      <Light src={layerSrc(room, 'light')} alt="" width={width} height={height} {...loading} />
      <Sheen src={layerSrc(room, 'sheen')} alt="" width={width} height={height} {...loading} />
    </Layers>
  );
});
