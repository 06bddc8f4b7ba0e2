// A room's choices: which surface to dress, then a stone for it, as real radios in a form of the room's
// own (each surface's radios share its name, e.g. bancada=taj-mahal). Every stone is offered on every
// surface; a poor fit says so on its swatch and why beneath the row.
import { memo } from 'react';
import type { UseVerdict } from '../../../content/stone-uses';
import type { VisualizerRoomSlug, VisualizerSurfaceKey } from '../../../content/visualizer';
import { VisuallyHidden } from '../../ui/visually-hidden';
import * as S from './stone-choices.styles';

export interface StoneOption {
  slug: string;
  name: string;
  swatch: string;
  verdict: UseVerdict;
  /** Why, in the stone's own figures. */
  reason: string;
}

export interface SurfaceChoices {
  key: VisualizerSurfaceKey;
  label: string;
  options: readonly StoneOption[];
}

export interface StoneChoicesLabels {
  surfacesLegend: string;
  /** '{surface}' filled in. */
  stonesLegend: string;
  poorFit: string;
  careful: string;
  choicesNote: string;
}

export interface StoneChoicesProps {
  room: VisualizerRoomSlug;
  roomLabel: string;
  surfaces: readonly SurfaceChoices[];
  /** The stone first checked on each surface (the radios keep the choice from then on). */
  initialStones: Partial<Record<VisualizerSurfaceKey, string>>;
  /** The surface first open. */
  initialActiveSurface: VisualizerSurfaceKey;
  labels: StoneChoicesLabels;
}

export const stoneInputId = (room: string, surface: string, slug: string) => `${room}-${surface}-${slug}`;
export const surfaceInputId = (room: string, surface: string) => `${room}-editar-${surface}`;

// The radios are uncontrolled: a change re-renders nothing here. The picture follows the radio in CSS (and, once
// the script runs, in the visualizer's own listener), and a whole room of swatches (23 a surface) would cost a
// phone a frame or more to render again. Memoized, so the page's own updates pass them by.
export const StoneChoices = memo<StoneChoicesProps>(function StoneChoices({ room, roomLabel, surfaces, initialStones, initialActiveSurface, labels }: StoneChoicesProps) {
  return (
    <S.Form method="get" action="/visualizar" aria-label={roomLabel} data-room-panel={room}>
      <input type="hidden" name="ambiente" value={room} />
      {surfaces.length > 1 && (
        <S.Tabs data-surface-tabs={room}>
          <legend>{labels.surfacesLegend}</legend>
          <S.TabRow>
            {surfaces.map((surface) => (
              <S.Tab key={surface.key}>
                <input
                  type="radio"
                  name="editar"
                  value={surface.key}
                  id={surfaceInputId(room, surface.key)}
                  defaultChecked={initialActiveSurface === surface.key}
                />
                {surface.label}
              </S.Tab>
            ))}
          </S.TabRow>
        </S.Tabs>
      )}
      {surfaces.map((surface) => (
        <SurfaceStones key={surface.key} room={room} surface={surface} initialChecked={initialStones[surface.key]} labels={labels} />
      ))}
    </S.Form>
  );
});

interface SurfaceStonesProps {
  room: VisualizerRoomSlug;
  surface: SurfaceChoices;
  /** The stone first checked; the radios hold the choice after. */
  initialChecked: string | undefined;
  labels: StoneChoicesLabels;
}

const SurfaceStones = memo(function SurfaceStones({ room, surface, initialChecked, labels }: SurfaceStonesProps) {
  return (
    <S.Stones data-surface-panel={`${room}-${surface.key}`}>
      <legend>{labels.stonesLegend.replace('{surface}', surface.label.toLowerCase())}</legend>
      <S.Swatches data-swatch-row="">
        {surface.options.map((option) => (
          <SwatchItem key={option.slug} room={room} surface={surface.key} option={option} initialChecked={initialChecked === option.slug} poorFit={labels.poorFit} />
        ))}
      </S.Swatches>
      <FitNotes room={room} surface={surface} labels={labels} />
      <VisuallyHidden as="p">{labels.choicesNote}</VisuallyHidden>
    </S.Stones>
  );
});

interface SwatchItemProps {
  room: VisualizerRoomSlug;
  surface: VisualizerSurfaceKey;
  option: StoneOption;
  initialChecked: boolean;
  poorFit: string;
}

const SwatchItem = memo(function SwatchItem({ room, surface, option, initialChecked, poorFit }: SwatchItemProps) {
  const id = stoneInputId(room, surface, option.slug);
  return (
    <li>
      <S.Swatch data-verdict={option.verdict}>
        <input type="radio" name={surface} value={option.slug} id={id} defaultChecked={initialChecked} aria-describedby={`${id}-fit`} />
        <img src={option.swatch} alt="" width={160} height={160} loading="lazy" decoding="async" />
        <S.SwatchName>{option.name}</S.SwatchName>
        {option.verdict === 'pouco-indicada' && <S.PoorFit>{poorFit}</S.PoorFit>}
      </S.Swatch>
    </li>
  );
});

/**
 * Every stone's verdict there; the stylesheet shows the checked one's. The script marks the shown note (data-shown)
 * as soon as the page runs, which may be before this room's part is hydrated: that attribute is the script's.
 */
const FitNotes = memo(function FitNotes({ room, surface, labels }: { room: VisualizerRoomSlug; surface: SurfaceChoices; labels: StoneChoicesLabels }) {
  return (
    <S.FitNotes data-fit-notes="">
      {surface.options.map((option) => (
        <S.FitNote key={option.slug} id={`${stoneInputId(room, surface.key, option.slug)}-fit`} data-fit-note={option.slug} data-verdict={option.verdict} suppressHydrationWarning>
          <strong>{option.name}</strong>
          {option.verdict === 'pouco-indicada' ? <> · {labels.poorFit}</> : option.verdict === 'com-cuidados' ? <> · {labels.careful}</> : null}: {option.reason}
        </S.FitNote>
      ))}
    </S.FitNotes>
  );
});
