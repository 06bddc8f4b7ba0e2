// The visualizer: the room beside its choices on desktop, above them on phones (the room stays in view
// while choosing), the ways on (estimate, budget) and the honest note. Every choice is a radio and the radios
// are the state: the stylesheet of visualizer-rules.ts draws what is checked, so the page works without its
// script. Once it runs, the script draws a changed stone itself in the input's task (one custom property, one
// fit note: visualizer-dom.ts) and tells the page after the frame, which then keeps the address, the picture's
// label, the links and the polite announcement in step.
import styled from '@emotion/styled';
import { visitLinks } from '../../../content/visit-links';
import { css, type SerializedStyles } from '@emotion/react';
import { startTransition, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { VisualizerLayers, VisualizerRoomSlug, VisualizerSurfaceKey } from '../../../content/visualizer';
import { ButtonLink } from '../../ui/button';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { RoomPicture } from './room-picture';
import { StoneChoices, type StoneChoicesLabels, type SurfaceChoices } from './stone-choices';
import { readOnPhones } from './stone-choices.styles';
import { changeOf, checkRoom, checkStones, paintSlab, paintSlabs, readChoices, revealRows, showFitNote, type RoomStones, type VisualizerChange, type VisualizerChoices } from './visualizer-dom';
import { beforeScriptRules, roomInputId, VISUALIZER_ATTRIBUTE, visualizerRules, type RulesInput } from './visualizer-rules';

export interface VisualizerRoomView {
  slug: VisualizerRoomSlug;
  label: string;
  surfaces: readonly SurfaceChoices[];
  /** The picture's label for this room's current stones. */
  pictureLabel: string;
  estimateHref: string;
  budgetHref: string;
  /** The showroom visit with this room's stones set aside (/agendar). */
  visitHref?: string;
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
  /** The room the radios first show (the prerendered page's); read once, the radios hold the choice after. */
  initialRoom: VisualizerRoomSlug;
  /** Each surface's first stone, by room; read once. */
  initialStones: Record<VisualizerRoomSlug, RoomStones>;
  /** The surface whose stones first show, by room; read once. */
  initialActiveSurface: Record<VisualizerRoomSlug, VisualizerSurfaceKey>;
  labels: VisualizerLabels;
  /** Said politely when a stone changes. */
  announcement: string;
  /**
   * The choice the page was opened for (its address), read once the script runs and applied to the radios,
   * except where the visitor changed one before.
   */
  asked?: () => { room: VisualizerRoomSlug; stones: RoomStones } | undefined;
  /**
   * The radios' state, once the script runs (with the change the visitor made before it, if any) and after the
   * frame that shows each of the visitor's changes (with that change). The radios are the state: this only
   * tells it.
   */
  onChoices: (choices: VisualizerChoices, change: VisualizerChange | undefined) => void;
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
  WebkitTapHighlightColor: 'transparent',
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

// The rules, serialized once per set of rooms and stones: serializing about 200 rules again on a render cost a
// slow phone several frames.
const rulesCache = new Map<string, { rules: SerializedStyles; beforeScript: string }>();
function serializedRules(input: RulesInput) {
  const key = `${input.rooms.map((r) => `${r.slug}:${r.surfaces.map((s) => s.key).join(',')}`).join(' ')} ${input.stones.join(',')}`;
  let serialized = rulesCache.get(key);
  if (!serialized) {
    serialized = { rules: css(visualizerRules(input)), beforeScript: beforeScriptRules(input) };
    rulesCache.set(key, serialized);
  }
  return serialized;
}

const PICTURE_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw';

export function Visualizer({ rooms, layers, stoneSlugs, initialRoom, initialStones, initialActiveSurface, labels, announcement, asked, onChoices }: VisualizerProps) {
  // The radios' first state, the prerendered page's. From then on the radios hold the choice: the choices are
  // never rendered again, so a tap re-renders nothing before its frame is painted.
  const [first] = useState(() => ({ room: initialRoom, stones: initialStones, activeSurface: initialActiveSurface }));
  // Until the script runs (and without it) a stylesheet of its own gives each surface its slab and each row its
  // fit note; from then on the script does, and that stylesheet goes (see visualizer-rules.ts).
  const [live, setLive] = useState(false);
  const { rules, beforeScript } = serializedRules({ rooms, stones: stoneSlugs });
  const root = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const tell = useEffectEvent((change: VisualizerChange | undefined) => {
    if (root.current) onChoices(readChoices(root.current, rooms, first), change);
  });
  const readAsked = useEffectEvent(() => asked?.());
  const report = useEffectEvent((choices: VisualizerChoices, change: VisualizerChange | undefined) => onChoices(choices, change));
  const roomsShape = useEffectEvent(() => rooms);

  useEffect(() => {
    const element = root.current;
    if (!element || started.current) return;
    started.current = true;
    const shape = roomsShape();
    // A radio changed before the script ran (the page answers without it) stays as the visitor left it; the
    // address fills in the rest.
    const before = readChoices(element, shape, first);
    const changedEarly = before.room !== first.room || shape.some((r) => r.surfaces.some((s) => before.stones[r.slug][s.key] !== first.stones[r.slug]?.[s.key]));
    const wanted = readAsked();
    if (wanted) {
      if (before.room === first.room) checkRoom(element, wanted.room);
      const untouched = Object.fromEntries(Object.entries(wanted.stones).filter(([surface]) => before.stones[wanted.room][surface as VisualizerSurfaceKey] === first.stones[wanted.room]?.[surface as VisualizerSurfaceKey]));
      checkStones(element, wanted.room, untouched);
    }
    const now = wanted ? readChoices(element, shape, first) : before;
    // Each shown row of swatches shows its checked stone (a shared link may choose one far down the list): read
    // before anything below changes a style, so the layout read is the one already there.
    revealRows(element);
    paintSlabs(element, now.stones);
    element.querySelectorAll<HTMLInputElement>('[data-swatch-row] input:checked').forEach(showFitNote);
    startTransition(() => {
      setLive(true);
      report(now, changedEarly ? { kind: 'early' } : undefined);
    });
  }, [first]);

  // A change of radio: a stone is drawn at once (one custom property on its surface); a room or a surface shows
  // its row with the checked stone in view (only the row scrolls, sideways, before the frame is painted). The
  // page hears of it after that frame.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let frame = 0;
    let timer = 0;
    let last: VisualizerChange | undefined;
    const onChange = (event: Event) => {
      const change = changeOf(event.target);
      if (!change) return;
      if (change.kind === 'stone') {
        paintSlab(element, change.room, change.surface, change.slug);
        showFitNote(event.target as HTMLInputElement);
      }
      else {
        const panel = element.querySelector(`[data-room-panel="${change.room}"]`);
        if (panel) revealRows(panel);
      }
      last = change;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => tell(last));
      });
    };
    element.addEventListener('change', onChange);
    return () => {
      element.removeEventListener('change', onChange);
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);

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
  return (
    <Root rules={rules} {...{ [VISUALIZER_ATTRIBUTE]: '' }} ref={root}>
      {/* Our own rules, no visitor's text. */}
      {!live && <style data-visualizer-before-script="" dangerouslySetInnerHTML={{ __html: beforeScript }} />}
      <Rooms aria-label={labels.roomsLegend} method="get" action="/visualizar" data-rooms="">
        <fieldset>
          <legend>{labels.roomsLegend}</legend>
          <RoomRow>
            {rooms.map((view) => (
              <RoomChip key={view.slug}>
                <input type="radio" name="ambiente" value={view.slug} id={roomInputId(view.slug)} defaultChecked={first.room === view.slug} />
                {view.label}
              </RoomChip>
            ))}
          </RoomRow>
        </fieldset>
      </Rooms>
      {/* Each room's picture and choices hydrate on their own, after the page (docs/decisions/034, revision). */}
      <Stage data-stage="">
        {rooms.map((view) => (
          <Slot key={view.slug} data-room-picture-slot={view.slug}>
            <Suspense>
              <RoomPicture room={view.slug} layers={layers} label={view.pictureLabel} sizes={PICTURE_SIZES} priority={view.slug === rooms[0]!.slug} />
            </Suspense>
          </Slot>
        ))}
      </Stage>
      <Panel data-panel="">
        {rooms.map((view) => (
          <Suspense key={view.slug}>
            <StoneChoices
              room={view.slug}
              roomLabel={view.label}
              surfaces={view.surfaces}
              initialStones={first.stones[view.slug]}
              initialActiveSurface={first.activeSurface[view.slug]}
              labels={labels}
            />
          </Suspense>
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
              {view.visitHref && (
                <ButtonLink href={view.visitHref} variant="ghost">
                  {visitLinks.stones}
                </ButtonLink>
              )}
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
