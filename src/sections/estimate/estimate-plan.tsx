// The plan: the pieces to scale as a fabricator sketches them (graphite hairlines, dimension lines with ticks
// and centimetres, seams dashed, cutouts as outlines, the stone's texture faint inside), and the same facts
// as a list beneath it, which is also what a screen reader reads. The measures are HTML laid over the drawing,
// each on its own paper ground that breaks the dimension line as a draughtsman's figure does: text drawn
// inside an SVG has no background a contrast check can read, a label with its own ground has.
import styled from '@emotion/styled';
import { useId } from 'react';
import type { EstimateContent } from '../../../content/estimate';
import type { CutoutKind, ShapeKind } from '../../../content/estimate-types';
import { fillTemplate } from '../../lib/budget-steps';
import { pieceEdgesText, pieceName } from '../../lib/estimate/estimate-view';
import { formatCount, formatInteger } from '../../../content/pt-br-format.mjs';
import { backsplashLengthCm, CUTOUT_KINDS, edgeId, type PlanPiece, type Sketch } from '../../lib/estimate/sketch';
import type { EdgeSide } from '../../../content/estimate-types';

export interface EstimatePlanProps {
  content: EstimateContent['plan'];
  editor: EstimateContent['editor'];
  sketch: Sketch;
  pieces: readonly PlanPiece[];
  slabLengthCm: number;
  /** A faint texture inside the pieces: the first stone's image (a small WebP). */
  textureUrl?: string;
}

const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  padding: theme.space(2),
  background: theme.colors.paper,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  [theme.mq.md]: { padding: theme.space(3) },
}));
const Head = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.space(2), marginBottom: theme.space(1.5) }));
const Title = styled.h2(({ theme }) => ({ fontFamily: theme.fonts.body, fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: theme.colors.inkMuted }));
// A fixed proportion box: the drawing changes inside it, the page around it never moves.
const Sheet = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: `repeating-linear-gradient(0deg, transparent 0 23px, ${theme.colors.travertine} 23px 24px), repeating-linear-gradient(90deg, transparent 0 23px, ${theme.colors.travertine} 23px 24px)`,
  backgroundColor: theme.colors.paper,
  borderRadius: theme.radii.sm,
  color: theme.colors.graphite,
  // The stone's tone under its texture, so the sheet's grid never shows through a piece.
  '& .plan-piece': { fill: theme.colors.travertine },
  // The visible edges, finished: a heavier line; in bronze, those finished otherwise than all round.
  '& .plan-edge': { stroke: theme.colors.graphite, strokeWidth: 2.5, strokeLinecap: 'butt' },
  '& .plan-edge[data-own]': { stroke: theme.colors.bronze, strokeWidth: 3.5 },
  '& svg': { display: 'block', width: '100%', height: '100%' },
}));
// The labels' layer covers the drawing exactly (the sheet and the viewBox are both 4:3), so a point of the
// drawing is placed by its share of the viewBox.
const Labels = styled.div({ position: 'absolute', inset: 0, pointerEvents: 'none' });
const Label = styled.span(({ theme }) => ({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  padding: '0 0.3em',
  background: theme.colors.paper,
  color: theme.colors.graphite,
  fontSize: '0.6875rem',
  // Tall enough for the glyphs' whole box: a ground shorter than its text leaves the contrast unreadable.
  lineHeight: 1.7,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '&[data-turn="left"]': { transform: 'translate(-50%, -50%) rotate(-90deg)' },
  '&[data-turn="right"]': { transform: 'translate(-50%, -50%) rotate(90deg)' },
  // A piece's depth, smaller and quieter, on a small tag over the stone.
  '&[data-kind="depth"]': { color: theme.colors.inkMuted, borderRadius: theme.radii.sm, fontSize: '0.625rem' },
  [theme.mq.md]: { fontSize: '0.75rem', '&[data-kind="depth"]': { fontSize: '0.6875rem' } },
}));
const Caption = styled.figcaption(({ theme }) => ({ marginTop: theme.space(1.5), fontSize: theme.fontSizes.xs, color: theme.colors.inkMuted, lineHeight: 1.5 }));
const Facts = styled.ul(({ theme }) => ({
  margin: `${theme.space(1.5)} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 2,
  fontSize: theme.fontSizes.xs,
  lineHeight: 1.5,
  color: theme.colors.ink,
  fontVariantNumeric: 'tabular-nums',
  '& li::before': { content: '"— "', color: theme.colors.inkMuted },
}));

const GRAPHITE = 'currentColor';

interface Glyph {
  kind: CutoutKind;
  cx: number;
  cy: number;
}

/** Sinks and cooktops spread along the first piece; holes behind the first sink. */
function placeCutouts(sketch: Sketch, pieces: readonly PlanPiece[]): Glyph[] {
  const host = pieces.find((piece) => piece.role === 'run') ?? pieces[0];
  if (!host) return [];
  const big = CUTOUT_KINDS.filter((kind) => kind !== 'furo').flatMap((kind) => Array.from({ length: sketch.cutouts[kind] }, () => kind));
  const span = host.horizontal ? host.w : host.h;
  const glyphs: Glyph[] = big.map((kind, i) => {
    const along = ((i + 1) * span) / (big.length + 1);
    return host.horizontal ? { kind, cx: host.x + along, cy: host.y + host.h / 2 + 4 } : { kind, cx: host.x + host.w / 2 + 4, cy: host.y + along };
  });
  const anchor = glyphs[0] ?? { cx: host.x + host.w / 2, cy: host.y + host.h / 2 };
  for (let i = 0; i < sketch.cutouts.furo; i += 1) glyphs.push({ kind: 'furo', cx: anchor.cx - 12 + i * 8, cy: host.y + 7 });
  return glyphs;
}

function CutoutGlyph({ glyph, unit }: { glyph: Glyph; unit: number }) {
  const { kind, cx, cy } = glyph;
  const stroke = { fill: 'none', stroke: GRAPHITE, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' as const };
  if (kind === 'furo') return <circle cx={cx} cy={cy} r={Math.max(2, unit * 1.6)} {...stroke} />;
  if (kind === 'cooktop') {
    return (
      <g>
        <rect x={cx - 28} y={cy - 22} width={56} height={42} rx={2} {...stroke} />
        {[-13, 13].flatMap((dx) => [-9, 9].map((dy) => <circle key={`${dx}${dy}`} cx={cx + dx} cy={cy + dy} r={6} {...stroke} />))}
      </g>
    );
  }
  const w = kind === 'cuba-esculpida' ? 70 : 50;
  return (
    <g>
      <rect x={cx - w / 2} y={cy - 19} width={w} height={36} rx={kind === 'cuba-sobreposta' ? 10 : 5} {...stroke} strokeDasharray={kind === 'cuba-embutida' ? '4 3' : undefined} />
      {kind === 'cuba-esculpida' ? <path d={`M${cx - w / 2 + 8} ${cy + 10} L${cx + w / 2 - 8} ${cy + 10}`} {...stroke} /> : <circle cx={cx} cy={cy + 4} r={2.5} {...stroke} />}
    </g>
  );
}

interface EdgeSegment {
  key: string;
  side: EdgeSide;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The parts of [from, to] that no interval covers. */
function uncovered(from: number, to: number, covers: readonly [number, number][]): [number, number][] {
  let parts: [number, number][] = [[from, to]];
  for (const [a, b] of covers) parts = parts.flatMap(([p, q]): [number, number][] => (b <= p || a >= q ? [[p, q]] : [...(a > p ? [[p, a] as [number, number]] : []), ...(b < q ? [[b, q] as [number, number]] : [])]));
  return parts.filter(([p, q]) => q - p > 0.5);
}

/** Where each visible edge lies on the drawing: a wall run's front is the side away from its wall, less where another piece meets it. */
function edgeSegments(piece: PlanPiece, pieces: readonly PlanPiece[]): EdgeSegment[] {
  const { x, y, w, h } = piece;
  const sides: Record<EdgeSide, [number, number, number, number]> = {
    fundo: [x, y, x + w, y],
    frente: [x, y + h, x + w, y + h],
    esquerda: [x, y, x, y + h],
    direita: [x + w, y, x + w, y + h],
    ponta: [x, y + h, x + w, y + h],
  };
  // A side run's front faces the room: the right side of the left run, the left side of the right one.
  if (piece.role === 'run' && piece.index === 1) sides.frente = [x + w, y, x + w, y + h];
  if (piece.role === 'run' && piece.index === 2) sides.frente = [x, y, x, y + h];
  return piece.edges.flatMap(({ side }) => {
    const [x1, y1, x2, y2] = sides[side];
    if (piece.role === 'run' && piece.index === 0 && side === 'frente') {
      const covers = pieces.filter((other) => other !== piece && other.role !== 'island' && other.role !== 'extra' && Math.abs(other.y - (y + h)) < 0.5).map((other): [number, number] => [other.x, other.x + other.w]);
      return uncovered(x1, x2, covers).map(([a, b], i) => ({ key: `${piece.key}.${side}.${i}`, side, x1: a, y1, x2: b, y2 }));
    }
    return [{ key: `${piece.key}.${side}`, side, x1, y1, x2, y2 }];
  });
}

/** A label of the drawing, at a point in its own centimetres. */
interface PlanLabel {
  key: string;
  x: number;
  y: number;
  text: string;
  kind: 'measure' | 'depth';
  turn?: 'left' | 'right';
}

interface DimensionLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  label: string;
  side: 'above' | 'left' | 'right' | 'below';
}

/** The measure sits on the middle of its line, read from the bottom or the right as on a drawing. */
function dimensionLabel(key: string, { x1, y1, x2, y2, label, side }: DimensionLine): PlanLabel {
  return { key, x: (x1 + x2) / 2, y: (y1 + y2) / 2, text: label, kind: 'measure', turn: y1 === y2 ? undefined : side === 'right' ? 'right' : 'left' };
}

/** A dimension line with end ticks; its measure in centimetres is a label laid over it. */
function Dimension({ x1, y1, x2, y2, unit }: DimensionLine & { unit: number }) {
  const horizontal = y1 === y2;
  const tick = 5 * unit;
  const line = { stroke: GRAPHITE, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' as const };
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} {...line} />
      {horizontal ? (
        <>
          <line x1={x1} y1={y1 - tick} x2={x1} y2={y1 + tick} {...line} />
          <line x1={x2} y1={y2 - tick} x2={x2} y2={y2 + tick} {...line} />
        </>
      ) : (
        <>
          <line x1={x1 - tick} y1={y1} x2={x1 + tick} y2={y1} {...line} />
          <line x1={x2 - tick} y1={y2} x2={x2 + tick} y2={y2} {...line} />
        </>
      )}
    </g>
  );
}

function dimensionOf(piece: PlanPiece, shape: ShapeKind, unit: number): DimensionLine {
  const off = 22 * unit;
  const label = formatInteger(piece.typed.lengthCm);
  if (piece.role === 'run' && piece.index === 0) return { x1: 0, y1: -off, x2: piece.typed.lengthCm, y2: -off, label, side: 'above' };
  if (piece.role === 'run' && piece.index === 1) return { x1: -off, y1: 0, x2: -off, y2: piece.typed.lengthCm, label, side: 'left' };
  if ((piece.role === 'run' && piece.index === 2) || (piece.role === 'peninsula' && shape === 'peninsula')) {
    return { x1: piece.x + piece.w + off, y1: 0, x2: piece.x + piece.w + off, y2: piece.typed.lengthCm, label, side: 'right' };
  }
  return { x1: piece.x, y1: piece.y + piece.h + off, x2: piece.x + piece.w, y2: piece.y + piece.h + off, label, side: 'below' };
}

export function EstimatePlan({ content, editor, sketch, pieces, slabLengthCm, textureUrl }: EstimatePlanProps) {
  const id = useId();
  const patternId = `${id}-stone`.replace(/:/g, '');
  const right = Math.max(...pieces.map((p) => p.x + p.w), 1);
  const bottom = Math.max(...pieces.map((p) => p.y + p.h), 1);
  // Margins for the dimension lines, in the drawing's own centimetres; ticks scale with the drawing.
  const span = Math.max(right, bottom * (4 / 3));
  const unit = span / 420;
  const pad = 48 * unit;
  let width = right + 2 * pad;
  let height = bottom + 2 * pad;
  // Centre the drawing in the sheet's 4:3 box.
  if (width / height > 4 / 3) height = (width * 3) / 4;
  else width = (height * 4) / 3;
  const minX = -(width - right) / 2;
  const minY = -(height - bottom) / 2;
  const glyphs = placeCutouts(sketch, pieces);
  const hair = { stroke: 'currentColor', strokeWidth: 1, vectorEffect: 'non-scaling-stroke' as const };
  const cornerJoints = pieces.filter((p) => (p.role === 'run' && p.index > 0) || p.role === 'peninsula');
  const splits = pieces.reduce((sum, p) => sum + p.splitsAt.length, 0);
  const dimensions = pieces.map((piece) => ({ piece, line: dimensionOf(piece, sketch.shape, unit) }));
  const labels: PlanLabel[] = dimensions.map(({ piece, line }) => dimensionLabel(`${piece.role}-${piece.index}`, line));
  for (const piece of pieces) {
    // The depth inside each piece, unless the cutouts fill the first run or the piece is too slender for a tag.
    if ((piece.horizontal && piece.role === 'run' && glyphs.length) || Math.min(piece.w, piece.h) < width * 0.045) continue;
    // On a split piece, in the middle of its first part, clear of the seam.
    const first = piece.splitsAt[0];
    const x = first !== undefined && piece.horizontal ? piece.x + first / 2 : piece.x + piece.w / 2;
    const y = first !== undefined && !piece.horizontal ? piece.y + first / 2 : piece.y + piece.h / 2;
    labels.push({ key: `depth-${piece.role}-${piece.index}`, x, y, text: `p ${formatInteger(piece.typed.depthCm)}`, kind: 'depth', turn: piece.horizontal ? undefined : 'left' });
  }
  const at = (x: number, y: number) => ({ left: `${(((x - minX) / width) * 100).toFixed(3)}%`, top: `${(((y - minY) / height) * 100).toFixed(3)}%` });
  const ownEdges = Object.entries(sketch.edgeFinishes ?? {}).some(([, finish]) => finish !== sketch.edge);
  const cutoutList = CUTOUT_KINDS.filter((kind) => sketch.cutouts[kind] > 0).map((kind) => `${sketch.cutouts[kind]} × ${editor.cutouts[kind].toLowerCase()}`);

  return (
    <Figure aria-labelledby={`${id}-title`}>
      <Head>
        <Title id={`${id}-title`}>{content.title}</Title>
      </Head>
      <Sheet>
        <svg viewBox={`${minX} ${minY} ${width} ${height}`} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
          {textureUrl ? (
            <defs>
              <pattern id={patternId} patternUnits="userSpaceOnUse" width={160} height={107}>
                <image href={textureUrl} width={160} height={107} preserveAspectRatio="xMidYMid slice" />
              </pattern>
            </defs>
          ) : null}
          {pieces.map((piece) => (
            <g key={`${piece.role}-${piece.index}`}>
              <rect x={piece.x} y={piece.y} width={piece.w} height={piece.h} className="plan-piece" />
              {textureUrl ? <rect x={piece.x} y={piece.y} width={piece.w} height={piece.h} fill={`url(#${patternId})`} fillOpacity={0.34} className="plan-texture" /> : null}
              <rect x={piece.x} y={piece.y} width={piece.w} height={piece.h} fill="none" {...hair} />
              {piece.splitsAt.map((at) =>
                piece.horizontal ? (
                  <line key={at} x1={piece.x + at} y1={piece.y} x2={piece.x + at} y2={piece.y + piece.h} {...hair} strokeDasharray="6 4" className="plan-seam" />
                ) : (
                  <line key={at} x1={piece.x} y1={piece.y + at} x2={piece.x + piece.w} y2={piece.y + at} {...hair} strokeDasharray="6 4" className="plan-seam" />
                ),
              )}
            </g>
          ))}
          {pieces.flatMap((piece) =>
            edgeSegments(piece, pieces).map((segment) => (
              <line
                key={segment.key}
                x1={segment.x1}
                y1={segment.y1}
                x2={segment.x2}
                y2={segment.y2}
                className="plan-edge"
                vectorEffect="non-scaling-stroke"
                data-own={sketch.edgeFinishes?.[edgeId(piece.key, segment.side)] && sketch.edgeFinishes[edgeId(piece.key, segment.side)] !== sketch.edge ? '' : undefined}
              />
            )),
          )}
          {dimensions.map(({ piece, line }) => (
            <Dimension key={`${piece.role}-${piece.index}`} {...line} unit={unit} />
          ))}
          {/* Corner joints: where a side meets the piece that keeps the corner. */}
          {cornerJoints.map((p) => (
            <line key={`joint-${p.role}-${p.index}`} x1={p.x} y1={p.y} x2={p.x + p.w} y2={p.y} {...hair} strokeDasharray="6 4" className="plan-seam" />
          ))}
          {glyphs.map((glyph, i) => (
            <CutoutGlyph key={i} glyph={glyph} unit={unit} />
          ))}
        </svg>
        <Labels aria-hidden="true">
          {labels.map((label) => (
            <Label key={label.key} style={at(label.x, label.y)} data-kind={label.kind} data-turn={label.turn}>
              {label.text}
            </Label>
          ))}
        </Labels>
      </Sheet>
      <Caption>
        {fillTemplate(content.caption, { slab: formatInteger(slabLengthCm) })}
        {ownEdges ? content.captionOwnEdges : null}
      </Caption>
      <Facts id={`${id}-facts`}>
        {pieces.map((piece) => {
          const name = pieceName(piece, sketch.shape, editor);
          const values = { name, length: formatInteger(piece.typed.lengthCm), depth: formatInteger(piece.typed.depthCm), cut: formatInteger(piece.cutLengthCm) };
          const measures = fillTemplate(piece.cutLengthCm !== piece.typed.lengthCm && piece.role !== 'island' ? content.pieceCut : content.piece, values);
          return <li key={`${piece.role}-${piece.index}`}>{fillTemplate(content.pieceEdges, { piece: measures, edges: pieceEdgesText(piece, sketch, editor, content.edgeGroup) })}</li>;
        })}
        {splits > 0 || cornerJoints.length > 0 ? <li>{formatCount(splits + cornerJoints.length, content.seams)}</li> : null}
        <li>{cutoutList.length ? fillTemplate(content.cutouts, { list: cutoutList.join(', ') }) : content.noCutouts}</li>
        {sketch.backsplashCm > 0 ? <li>{fillTemplate(content.backsplash, { height: sketch.backsplashCm, length: formatInteger(backsplashLengthCm(sketch)) })}</li> : null}
      </Facts>
    </Figure>
  );
}
