// A room's choices: which surface to dress, then a stone for it, as real radios in a form of the room's
// own (each surface's radios share its name, e.g. bancada=taj-mahal). Every stone is offered on every
// surface; a poor fit says so on its swatch and why beneath the row.
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
  stones: Partial<Record<VisualizerSurfaceKey, string>>;
  activeSurface: VisualizerSurfaceKey;
  labels: StoneChoicesLabels;
  onSurface: (surface: VisualizerSurfaceKey) => void;
  onStone: (surface: VisualizerSurfaceKey, slug: string) => void;
}

export const stoneInputId = (room: string, surface: string, slug: string) => `${room}-${surface}-${slug}`;
export const surfaceInputId = (room: string, surface: string) => `${room}-editar-${surface}`;

export function StoneChoices({ room, roomLabel, surfaces, stones, activeSurface, labels, onSurface, onStone }: StoneChoicesProps) {
  return (
    <S.Form method="get" action="/visualizar" aria-label={roomLabel} data-room-panel={room}>
      <input type="hidden" name="ambiente" value={room} />
      {surfaces.length > 1 && (
        <S.Tabs>
          <legend>{labels.surfacesLegend}</legend>
          <S.TabRow>
            {surfaces.map((surface) => (
              <S.Tab key={surface.key}>
                <input
                  type="radio"
                  name="editar"
                  value={surface.key}
                  id={surfaceInputId(room, surface.key)}
                  checked={activeSurface === surface.key}
                  onChange={() => onSurface(surface.key)}
                />
                {surface.label}
              </S.Tab>
            ))}
          </S.TabRow>
        </S.Tabs>
      )}
      {surfaces.map((surface) => (
        <S.Stones key={surface.key} data-surface-panel={`${room}-${surface.key}`}>
          <legend>{labels.stonesLegend.replace('{surface}', surface.label.toLowerCase())}</legend>
          <S.Swatches data-swatch-row="">
            {surface.options.map((option) => {
              const id = stoneInputId(room, surface.key, option.slug);
              return (
                <li key={option.slug}>
                  <S.Swatch data-verdict={option.verdict}>
                    <input
                      type="radio"
                      name={surface.key}
                      value={option.slug}
                      id={id}
                      checked={stones[surface.key] === option.slug}
                      onChange={() => onStone(surface.key, option.slug)}
                      aria-describedby={`${id}-fit`}
                    />
                    <img src={option.swatch} alt="" width={160} height={160} loading="lazy" decoding="async" />
                    <S.SwatchName>{option.name}</S.SwatchName>
                    {option.verdict === 'pouco-indicada' && <S.PoorFit>{labels.poorFit}</S.PoorFit>}
                  </S.Swatch>
                </li>
              );
            })}
          </S.Swatches>
          <S.FitNotes>
            {surface.options.map((option) => (
              <S.FitNote key={option.slug} id={`${stoneInputId(room, surface.key, option.slug)}-fit`} data-fit-note={option.slug} data-verdict={option.verdict}>
                <strong>{option.name}</strong>
                {option.verdict === 'pouco-indicada' ? <> · {labels.poorFit}</> : option.verdict === 'com-cuidados' ? <> · {labels.careful}</> : null}: {option.reason}
              </S.FitNote>
            ))}
          </S.FitNotes>
          <VisuallyHidden as="p">{labels.choicesNote}</VisuallyHidden>
        </S.Stones>
      ))}
    </S.Form>
  );
}
