// The visualizer: the room beside its choices on desktop, above them on phones (the room stays in view
// while choosing), the ways on (estimate, budget) and the honest note. Every choice is a radio; the
// stylesheet of visualizer-rules.ts draws what is checked, so the page works without its script, which
// only keeps the address and the picture's label in step.
import styled from '@emotion/styled';
import { css, type SerializedStyles } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { VisualizerLayers, VisualizerRoomSlug, VisualizerSurfaceKey } from '../../../content/visualizer';
import { ButtonLink } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { RoomPicture } from './room-picture';
import { StoneChoices, type StoneChoicesLabels, type SurfaceChoices } from './stone-choices';
import { readOnPhones } from './stone-choices.styles';
import { roomInputId, slabRules, visualizerRules, type RulesInput } from './visualizer-rules';

export interface VisualizerRoomView {
  slug: VisualizerRoomSlug;
  label: string;
  surfaces: readonly SurfaceChoices[];
  /** The picture's label for this room's current stones. */
  pictureLabel: string;
  estimateHref: string;
  budgetHref: string;
}

export interface VisualizerLabels extends StoneChoicesLabels {
  roomsLegend: string;
  estimateCta: string;
  budgetCta: string;
  honestNote: string;
}

export interface VisualizerProps {
  rooms: readonly VisualizerRoomView[];
  layers: VisualizerLayers;
  /** Every stone slug offered (one rule each). */
  stoneSlugs: readonly string[];
  room: VisualizerRoomSlug;
  stones: Record<VisualizerRoomSlug, Partial<Record<VisualizerSurfaceKey, string>>>;
  activeSurface: Record<VisualizerRoomSlug, VisualizerSurfaceKey>;
  labels: VisualizerLabels;
  /** Said politely when a stone changes. */
  announcement: string;
  onRoom: (room: VisualizerRoomSlug) => void;
  /** Kept the same from render to render (the choices are memoized on it). */
  onSurface: (room: VisualizerRoomSlug, surface: VisualizerSurfaceKey) => void;
  /** Kept the same from render to render (the choices are memoized on it). */
  onStone: (room: VisualizerRoomSlug, surface: VisualizerSurfaceKey, slug: string) => void;
}

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'rules' })<{ rules: SerializedStyles }>(({ theme, rules }) => [{
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"rooms" "stage" "panel"',
  gap: theme.space(1),
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 1.65fr) minmax(320px, 1fr)',
    gridTemplateAreas: '"stage rooms" "stage panel"',
    gridTemplateRows: 'auto 1fr',
    columnGap: theme.space(5),
    rowGap: theme.space(3),
    alignItems: 'start',
  },
}, rules]);

// Phones: the room full-bleed, the surfaces and one row of swatches right under it, so room and choices share
// the screen. Desktop: the room sticks beside the choices while they scroll.
const Stage = styled.div(({ theme }) => ({
  gridArea: 'stage',
  margin: `0 calc(-1 * ${theme.layout.gutter})`,
  [theme.mq.lg]: { position: 'sticky', top: theme.space(4), margin: 0 },
}));

const Slot = styled.div({ display: 'none' });

const Panel = styled.div(({ theme }) => ({ gridArea: 'panel', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(3), minWidth: 0 }));

const Rooms = styled.form(({ theme }) => ({
  gridArea: 'rooms',
  '& fieldset': { margin: 0, padding: 0, border: 0 },
  '& legend': { marginBottom: theme.space(1), fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: theme.colors.inkMuted },
  // On phones the room is shown closer (room-picture.tsx), its layers' box reaching above the frame that clips
  // them: the row of rooms stands over it on the page's own colour, so what lies under its names is that colour.
  [theme.mq.belowLg]: { '& legend': readOnPhones, position: 'relative', zIndex: 1, background: theme.colors.bone },
}));

const RoomRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(0.5), [theme.mq.lg]: { columnGap: theme.space(1) } }));

const RoomChip = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${theme.space(1)} ${theme.space(1)}`,
  borderBottom: `2px solid transparent`,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.sm,
  [theme.mq.lg]: { padding: `${theme.space(1)} ${theme.space(1.5)}`, fontSize: theme.fontSizes.md },
  cursor: 'pointer',
  color: theme.colors.inkMuted,
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  '&:has(input:checked)': { color: theme.colors.ink, borderBottomColor: theme.colors.bronze },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'none',
  '& > div': { display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5) },
}));

const Note = styled.p(({ theme }) => ({
  margin: 0,
  paddingTop: theme.space(2),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.6,
  color: theme.colors.inkMuted,
}));

/** Scrolls a sideways row (when shown and scrolling) so its checked swatch is wholly in view, at the row's start (where a swatch snaps) if it was not. */
export function revealChecked(row: HTMLElement) {
  if (row.offsetParent === null || row.scrollWidth <= row.clientWidth) return;
  const item = row.querySelector('input:checked')?.closest('li');
  if (!item) return;
  const frame = row.getBoundingClientRect();
  const pad = Number.parseFloat(getComputedStyle(row).paddingLeft) || 0;
  const box = item.getBoundingClientRect();
  if (box.left >= frame.left + pad && box.right <= frame.right - pad) return;
  row.scrollLeft += box.left - (frame.left + pad);
}

// About 200 rules, serialized once per set of rooms and stones: a change of stone re-renders the root, and
// serializing them again each time cost a slow phone several frames.
const rulesCache = new Map<string, SerializedStyles>();
function serializedRules(input: RulesInput, withSlabs: boolean): SerializedStyles {
  const key = `${input.rooms.map((r) => `${r.slug}:${r.surfaces.map((s) => s.key).join(',')}`).join(' ')} ${input.stones.join(',')} ${withSlabs}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = css({ ...visualizerRules(input), ...(withSlabs ? slabRules(input) : {}) });
    rulesCache.set(key, rules);
  }
  return rules;
}

const subscribeNothing = () => () => undefined;
/** False while the prerendered page is hydrated, true from the render after. */
const useHydrated = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

const PICTURE_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw';

export function Visualizer({ rooms, layers, stoneSlugs, room, stones, activeSurface, labels, announcement, onRoom, onSurface, onStone }: VisualizerProps) {
  // Until the script runs (and without it) the stylesheet gives each surface its slab; from then on the
  // pictures carry them (see visualizer-rules.ts).
  const live = useHydrated();
  const rules = serializedRules({ rooms, stones: stoneSlugs }, !live);
  const root = useRef<HTMLDivElement>(null);
  // Where CSS cannot divide lengths (calc(100cqw / 1500px)), the script measures the frame's scale.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined' || CSS.supports('width', `calc(1px * (100cqw / ${layers.picture.width}px))`)) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) element.style.setProperty('--visualizer-scale', String(entry.contentRect.width / layers.picture.width));
    });
    const frame = element.querySelector('[data-stage]');
    if (frame) observer.observe(frame);
    return () => observer.disconnect();
  }, [layers.picture.width]);
  // Each shown row of swatches shows its checked stone: on load (a shared link may choose a stone far down the
  // list) and when another room or surface is chosen. Only the row scrolls, sideways, before the frame is
  // painted; the page keeps its place.
  useLayoutEffect(() => {
    root.current?.querySelectorAll<HTMLElement>('[data-swatch-row]').forEach(revealChecked);
  }, [room, stones, activeSurface]);
  return (
    <Root rules={rules} data-visualizer="" ref={root}>
      <Rooms aria-label={labels.roomsLegend} method="get" action="/visualizar" data-rooms="">
        <fieldset>
          <legend>{labels.roomsLegend}</legend>
          <RoomRow>
            {rooms.map((view) => (
              <RoomChip key={view.slug}>
                <input type="radio" name="ambiente" value={view.slug} id={roomInputId(view.slug)} checked={room === view.slug} onChange={() => onRoom(view.slug)} />
                {view.label}
              </RoomChip>
            ))}
          </RoomRow>
        </fieldset>
      </Rooms>
      <Stage data-stage="">
        {rooms.map((view) => (
          <Slot key={view.slug} data-room-picture-slot={view.slug}>
            <RoomPicture room={view.slug} layers={layers} label={view.pictureLabel} sizes={PICTURE_SIZES} priority={view.slug === rooms[0]!.slug} slabs={live ? stones[view.slug] : undefined} />
          </Slot>
        ))}
      </Stage>
      <Panel data-panel="">
        {rooms.map((view) => (
          <StoneChoices
            key={view.slug}
            room={view.slug}
            roomLabel={view.label}
            surfaces={view.surfaces}
            stones={stones[view.slug]}
            activeSurface={activeSurface[view.slug]}
            labels={labels}
            onSurface={onSurface}
            onStone={onStone}
          />
        ))}
        {rooms.map((view) => (
          <Actions key={view.slug} data-room-actions={view.slug}>
            <div>
              <ButtonLink href={view.budgetHref} variant="primary">
                {labels.budgetCta}
              </ButtonLink>
              <ButtonLink href={view.estimateHref} variant="secondary">
                {labels.estimateCta}
              </ButtonLink>
            </div>
          </Actions>
        ))}
        <Note>{labels.honestNote}</Note>
        <VisuallyHidden aria-live="polite" data-visualizer-announcer="">
          {announcement}
        </VisuallyHidden>
      </Panel>
    </Root>
  );
}
