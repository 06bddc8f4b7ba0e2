// One room as layers the compositor stacks: the room, each surface's stone in perspective under the
// surface's mask, the light multiplied over the stone and the polish's sheen added to it. The stone of a
// surface is the custom property --slab-<room>-<surface>, set by the page's stylesheet from the checked
// radio, so the picture follows the choice without JavaScript; once the script runs, on the surface itself.
import styled from '@emotion/styled';
import { memo, type CSSProperties } from 'react';
import type { VisualizerFace, VisualizerLayers, VisualizerRoomSlug, VisualizerSurfaceKey } from '../../../content/visualizer';
import { imageSrcSet, imageUrl } from '../../lib/media';
import { facePlane, matrix3d, stoneCrop } from '../../lib/visualizer-geometry';

/** How much closer a phone sees the room (its stone surfaces centred). */
const PHONE_ZOOM = 1.2;

export const slabVariable = (room: string, surface: string) => `--slab-${room}-${surface}`;
export const layerSrc = (room: string, layer: string) => `/media/visualizer/${room}/${layer}.webp`;
export const slabUrl = (slug: string, format: 'avif' | 'webp') => `/media/visualizer/slabs/${slug}.${format}`;
/** A stone's slab as the value of a surface's custom property: AVIF where the browser takes it, else WebP. */
export const slabImage = (slug: string) => `image-set(url("${slabUrl(slug, 'avif')}") type("image/avif"), url("${slabUrl(slug, 'webp')}") type("image/webp"))`;

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

const Surface = styled.div<{ mask: string }>(({ mask }) => ({
  WebkitMaskImage: `url(${mask})`,
  maskImage: `url(${mask})`,
  WebkitMaskSize: '100% 100%',
  maskSize: '100% 100%',
  overflow: 'hidden',
}));

// A face's stone is painted by its ::before, the plane in perspective; the element itself is an empty
// anchor at the layer's corner. A floor seen from the room's height projects to a box many times the
// picture's size before the frame clips it, and accessibility checkers that test what lies under a
// line of text by element boxes (not by what is painted) would take that box for something over the
// choices beside or below the picture; a pseudo-element is no element to them.
const Face = styled.div({
  position: 'absolute',
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 0,
    width: 'var(--face-width)',
    height: 'var(--face-height)',
    transformOrigin: '0 0',
    transform: 'var(--face-transform)',
    backgroundImage: 'var(--face-slab)',
    backgroundSize: 'var(--face-size)',
    backgroundPosition: 'var(--face-position)',
    backgroundRepeat: 'repeat',
    backfaceVisibility: 'hidden',
  },
});

const Light = styled.img({ mixBlendMode: 'multiply' });
const Sheen = styled.img({ mixBlendMode: 'screen', opacity: 0.55 });

function SurfaceLayer({ room, surface, faces, slab }: { room: string; surface: string; faces: readonly VisualizerFace[]; slab: VisualizerLayers['slab'] }) {
  return (
    // The script paints the surface's stone (a custom property in its style) as soon as the page runs, which may be
    // before this room's part is hydrated: the attribute is the script's, not React's.
    <Surface mask={layerSrc(room, `mask-${surface}`)} data-surface={surface} suppressHydrationWarning>
      {faces.map((face, i) => {
        const plane = facePlane(face, slab);
        return (
          <Face
            key={i}
            style={
              {
                '--face-width': `${plane.width}px`,
                '--face-height': `${plane.height}px`,
                '--face-slab': `var(${slabVariable(room, surface)})`,
                '--face-size': `${plane.backgroundSize[0]}px ${plane.backgroundSize[1]}px`,
                '--face-position': `${plane.backgroundPosition[0].toFixed(1)}px ${plane.backgroundPosition[1].toFixed(1)}px`,
                '--face-transform': matrix3d(plane.matrix),
              } as CSSProperties
            }
          />
        );
      })}
    </Surface>
  );
}

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
  const surfaces = Object.entries(layers.rooms[room].surfaces) as [VisualizerSurfaceKey, readonly VisualizerFace[]][];
  const crop = stoneCrop(surfaces.flatMap(([, faces]) => faces), layers.picture, PHONE_ZOOM);
  // The room itself is the group's first layer: blending happens inside the group, over it.
  return (
    <Layers width={width} height={height} style={{ '--crop-zoom': crop.zoom, '--crop-x': crop.x.toFixed(4), '--crop-y': crop.y.toFixed(4) } as CSSProperties}>
      <picture>
        <source type="image/avif" srcSet={imageSrcSet(base, 'avif', baseWidths)} sizes={sizes} />
        <source type="image/webp" srcSet={imageSrcSet(base, 'webp', baseWidths)} sizes={sizes} />
        <img src={imageUrl(base, baseWidths[baseWidths.length - 1]!, 'webp')} alt="" width={width} height={height} decoding="async" {...loading} />
      </picture>
      {surfaces.map(([surface, faces]) => (
        <SurfaceLayer key={surface} room={room} surface={surface} faces={faces} slab={layers.slab} />
      ))}
      <Light src={layerSrc(room, 'light')} alt="" width={width} height={height} {...loading} />
      <Sheen src={layerSrc(room, 'sheen')} alt="" width={width} height={height} {...loading} />
    </Layers>
  );
});
