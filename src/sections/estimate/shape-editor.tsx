// The estimate's inputs: room, shape, each piece's measures, the stones, and the details that change the price.
// Controlled: the workspace holds the values and the errors; this only draws them and reports changes.
import styled from '@emotion/styled';
import { memo, useMemo, useState } from 'react';
import type { EstimateContent } from '../../../content/estimate';
import type { CutoutKind, EdgeFinish, EdgeSide } from '../../../content/estimate-types';
import { fillTemplate } from '../../lib/budget-steps';
import { edgeFinishesOf, edgeFinishesWithoutExtra, type EstimateFormValues, type RunValues } from '../../lib/estimate/estimate-form';
import { edgeSideName, pieceName } from '../../lib/estimate/estimate-view';
import { CUTOUT_KINDS, HAS_FREE_PIECE, MAX_EXTRAS, pieceKeyOf, RUN_COUNT, RUN_ENDS, visibleEdges } from '../../lib/estimate/sketch';
import { ChoiceChips, Fieldset, Legend, NumberField, SelectField } from './estimate-fields';

type PieceErrors = { length?: string; depth?: string } | undefined;
export interface EstimateErrors {
  runs?: PieceErrors[];
  free?: PieceErrors;
  extras?: PieceErrors[];
  backsplash?: string;
  thickness?: string;
  cutouts?: Partial<Record<CutoutKind, string>>;
}

export interface StoneOption {
  slug: string;
  name: string;
  group: string;
}

export interface ShapeEditorProps {
  content: EstimateContent['editor'];
  values: EstimateFormValues;
  errors: EstimateErrors;
  stones: readonly StoneOption[];
  /** The thicknesses the estimated stones are cut at ('1.2' only when every one is sintered). */
  thicknesses?: readonly string[];
  /** Why the thickness changed by itself (1.2 cm left for 2 cm when a stone that is not sintered joined). */
  thicknessNote?: string;
  onChange: (field: string, value: unknown) => void;
  /** False while the page is still drawing itself: only the room, the shape and the pieces so far. */
  whole?: boolean;
}

const Form = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(4) }));
const Block = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2.5), paddingTop: theme.space(3), borderTop: `1px solid ${theme.colors.stoneLine}` }));
// The form's blocks are the page's sections beside the plan (an h2 too): the headings go h1, h2, never skipping a level.
const BlockTitle = styled.h2(({ theme }) => ({ fontFamily: theme.fonts.body, fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: theme.colors.inkMuted }));
const Pair = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space(1.5), alignItems: 'start' }));
const Grid = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: theme.space(1.5), alignItems: 'end' }));
const TextButton = styled.button(({ theme }) => ({
  minHeight: 44,
  padding: `0 ${theme.space(1)}`,
  border: 0,
  background: 'none',
  color: theme.colors.bronzeDark,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  justifySelf: 'start',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));
const Check = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  minHeight: 44,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  '& input': { width: 22, height: 22, accentColor: theme.colors.graphite },
}));

// Every edge's finish, one by one: closed until asked (one finish all round is the usual case), open when the
// sketch already has edges set one by one. A native disclosure: it opens with the keyboard and says its state.
const EdgeChoice = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(0.5) }));
const EdgesEach = styled.details(({ theme }) => ({
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: 44,
    color: theme.colors.bronzeDark,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': { content: '"+"', display: 'inline-grid', placeItems: 'center', width: '1.25rem', height: '1.25rem', border: `1px solid currentColor`, borderRadius: theme.radii.pill, fontSize: theme.fontSizes.xs, lineHeight: 1 },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  },
  '&[open] > summary::before': { content: '"−"' },
}));
const EdgesBody = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2.5), paddingTop: theme.space(1), paddingBottom: theme.space(1) }));
const Ends = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(1.5), marginTop: theme.space(1.5) }));
const EdgesHint = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.xs, lineHeight: 1.5, color: theme.colors.inkMuted }));
// Each piece's edges held together by a rule on the left, so its legend reads as the group's title.
const EdgePiece = styled(Fieldset)(({ theme }) => ({ paddingLeft: theme.space(1.5), borderLeft: `2px solid ${theme.colors.travertine}` }));
// One select a row on phones, two side by side where the column is wide enough for "Meia-esquadria 45°".
const EdgeGrid = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: theme.space(1.5), alignItems: 'end' }));

interface PieceProps {
  name: string;
  legend: string;
  hint?: string;
  value: RunValues;
  lengthError?: string;
  depthError?: string;
  onChange: (field: string, value: unknown) => void;
  labels: EstimateContent['editor'];
  action?: React.ReactNode;
  /** A wall run (its index): the ends no corner takes are asked under its measures. */
  run?: number;
  shape?: EstimateFormValues['shape'];
  freeEnds?: EstimateFormValues['freeEnds'];
}

// Each block below draws again only when its own values change: a keystroke in one length redraws that piece's
// two fields, not the stones' 69 options or every edge's select (on a slow phone that was most of a keystroke).
const Piece = memo(function Piece({ name, legend, hint, value, lengthError, depthError, onChange, labels, action, run, shape, freeEnds }: PieceProps) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Pair>
        <MeasureField field={`${name}.length`} label={labels.length} hint={hint} value={value.length} error={lengthError} onChange={onChange} />
        <MeasureField field={`${name}.depth`} label={labels.depth} value={value.depth} error={depthError} onChange={onChange} />
      </Pair>
      {run !== undefined && shape && freeEnds ? <RunEnds shape={shape} index={run} freeEnds={freeEnds} content={labels} onChange={onChange} /> : null}
      {action}
    </Fieldset>
  );
});

/** A piece's length or depth in centimetres; drawn again only when its own value or message changes. */
const MeasureField = memo(function MeasureField({ field, label, hint, value, error, onChange }: { field: string; label: string; hint?: string; value: string; error?: string; onChange: PieceProps['onChange'] }) {
  return <NumberField name={field} label={label} unit="cm" hint={hint} value={value} error={error} onChange={(v) => onChange(field, v)} />;
});

/** Each end of a wall run that no corner takes: against a wall, or free (a visible edge, finished and priced). */
const RunEnds = memo(function RunEnds({ shape, index, freeEnds, content, onChange }: { shape: EstimateFormValues['shape']; index: number; freeEnds: EstimateFormValues['freeEnds']; content: EstimateContent['editor']; onChange: PieceProps['onChange'] }) {
  const key = pieceKeyOf('run', index);
  const ends = RUN_ENDS[shape].filter((id) => id.startsWith(`${key}.`));
  if (!ends.length) return null;
  const setEnd = (id: string, free: boolean) => onChange('freeEnds', free ? [...freeEnds.filter((end) => end !== id), id] : freeEnds.filter((end) => end !== id));
  return (
    <Ends>
      {ends.map((id) => (
        <ChoiceChips
          key={id}
          name={`pontas.${id}`}
          legend={edgeSideName('run', id.slice(key.length + 1) as EdgeSide, content)}
          options={content.runEnds.options}
          value={freeEnds.includes(id) ? 'livre' : 'parede'}
          onChange={(v) => setEnd(id, v === 'livre')}
        />
      ))}
      <EdgesHint>{content.runEnds.hint}</EdgesHint>
    </Ends>
  );
});

type Change = (field: string, value: unknown) => void;

const Pieces = memo(function Pieces({ content, shape, runs, free, freeEnds, extras, edgeFinishes, errors, onChange }: {
  content: EstimateContent['editor'];
  shape: EstimateFormValues['shape'];
  freeEnds: EstimateFormValues['freeEnds'];
  runs: EstimateFormValues['runs'];
  free: RunValues;
  extras: EstimateFormValues['extras'];
  edgeFinishes: EstimateFormValues['edgeFinishes'];
  errors: Pick<EstimateErrors, 'runs' | 'free' | 'extras'>;
  onChange: Change;
}) {
  const runNames = content.runNames[shape];
  const freeRole = shape === 'ilha' || shape === 'peninsula' ? shape : null;
  return (
    <Block>
      {runs.slice(0, RUN_COUNT[shape]).map((run, i) => (
        <Piece
          key={`run-${i}`}
          name={`runs.${i}`}
          legend={runNames[i] ?? ''}
          hint={i === 0 ? content.lengthHint : undefined}
          value={run}
          lengthError={errors.runs?.[i]?.length}
          depthError={errors.runs?.[i]?.depth}
          onChange={onChange}
          labels={content}
          run={i}
          shape={shape}
          freeEnds={freeEnds}
        />
      ))}
      {freeRole && HAS_FREE_PIECE[shape] ? (
        <Piece name="free" legend={content.freeName[freeRole]} hint={content.freeLengthHint[freeRole]} value={free} lengthError={errors.free?.length} depthError={errors.free?.depth} onChange={onChange} labels={content} />
      ) : null}
      {extras.map((extra, i) => (
        <Piece
          key={`extra-${i}`}
          name={`extras.${i}`}
          legend={fillTemplate(content.extraName, { n: i + 1 })}
          value={extra}
          lengthError={errors.extras?.[i]?.length}
          depthError={errors.extras?.[i]?.depth}
          onChange={onChange}
          labels={content}
          action={
            <TextButton
              type="button"
              aria-label={fillTemplate(content.removeExtraLabel, { n: i + 1 })}
              onClick={() => {
                onChange('extras', extras.filter((_, j) => j !== i));
                onChange('edgeFinishes', edgeFinishesWithoutExtra(edgeFinishes, i));
              }}
            >
              {content.removeExtra}
            </TextButton>
          }
        />
      ))}
      {extras.length < MAX_EXTRAS ? (
        <TextButton type="button" onClick={() => onChange('extras', [...extras, { length: '120', depth: '50' }])}>
          + {content.addExtra}
        </TextButton>
      ) : null}
    </Block>
  );
});

const Stones = memo(function Stones({ content, chosen, collection, stones, onChange }: {
  content: EstimateContent['editor'];
  chosen: EstimateFormValues['stones'];
  collection: EstimateFormValues['collection'];
  stones: readonly StoneOption[];
  onChange: Change;
}) {
  const groups = [...new Set(stones.map((stone) => stone.group))];
  return (
    <Block>
      <BlockTitle>{content.stonesLegend}</BlockTitle>
      <Grid>
        {chosen.map((slug, i) => (
          <SelectField key={i} name={`stones.${i}`} label={fillTemplate(content.stoneLabel, { n: i + 1 })} value={slug} onChange={(v) => onChange(`stones.${i}`, v)}>
            <option value="">{content.noStone}</option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {stones.filter((stone) => stone.group === group).map((stone) => (
                  <option key={stone.slug} value={stone.slug}>
                    {stone.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        ))}
      </Grid>
      {chosen.filter(Boolean).length === 0 ? (
        <SelectField name="collection" label={content.collection.label} value={collection} onChange={(v) => onChange('collection', v)}>
          {content.collection.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ) : null}
    </Block>
  );
});

const Details = memo(function Details({ content, values, errors, thicknesses, thicknessNote, onChange }: {
  content: EstimateContent['editor'];
  values: Pick<EstimateFormValues, 'shape' | 'extras' | 'freeEnds' | 'thickness' | 'edge' | 'edgeFinishes' | 'backsplash' | 'cutouts' | 'installation'>;
  errors: Pick<EstimateErrors, 'backsplash' | 'cutouts' | 'thickness'>;
  thicknesses: readonly string[];
  thicknessNote?: string;
  onChange: Change;
}) {
  const [edgesOpen] = useState(() => Object.keys(edgeFinishesOf(values)).length > 0);
  const edges = visibleEdges(values.shape, values.extras.length, values.freeEnds);
  const edgePieces = [...new Set(edges.map((edge) => edge.key))].map((key) => edges.filter((edge) => edge.key === key));
  // An edge set to the finish all round follows it again.
  const setEdge = (id: string, finish: EdgeFinish) => {
    const next = { ...values.edgeFinishes };
    if (finish === values.edge) delete next[id];
    else next[id] = finish;
    onChange('edgeFinishes', next);
  };
  const finishOptions = content.edge.options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

  return (
    <Block>
      <BlockTitle>{content.details}</BlockTitle>
      <ChoiceChips
        name="thickness"
        legend={content.thickness.legend}
        options={content.thickness.options.filter((option) => thicknesses.includes(option.value) || option.value === values.thickness)}
        value={values.thickness}
        note={errors.thickness ?? thicknessNote}
        onChange={(v) => onChange('thickness', v)}
      />
      <EdgeChoice>
        <SelectField name="edge" label={content.edge.label} value={values.edge} onChange={(v) => onChange('edge', v)}>
          {finishOptions}
        </SelectField>
        <EdgesEach open={edgesOpen}>
          <summary>{content.edgesEach.summary}</summary>
          <EdgesBody>
            <EdgesHint>{content.edgesEach.hint}</EdgesHint>
            {edgePieces.map((pieceEdges) => {
              const piece = pieceEdges[0]!;
              return (
                <EdgePiece key={piece.key}>
                  <Legend>{fillTemplate(content.edgesEach.legend, { piece: pieceName(piece, values.shape, content) })}</Legend>
                  <EdgeGrid>
                    {pieceEdges.map((edge) => (
                      <SelectField key={edge.id} name={`bordas.${edge.id}`} label={edgeSideName(edge.role, edge.side, content)} value={values.edgeFinishes[edge.id] ?? values.edge} onChange={(v) => setEdge(edge.id, v as EdgeFinish)}>
                        {finishOptions}
                      </SelectField>
                    ))}
                  </EdgeGrid>
                </EdgePiece>
              );
            })}
          </EdgesBody>
        </EdgesEach>
      </EdgeChoice>
      <Grid>
        <NumberField name="backsplash" label={content.backsplash.label} unit="cm" hint={content.backsplash.hint} value={values.backsplash} error={errors.backsplash} onChange={(v) => onChange('backsplash', v)} />
      </Grid>
      <Fieldset>
        <Legend>{content.cutoutsLegend}</Legend>
        <Grid>
          {CUTOUT_KINDS.map((kind) => (
            <NumberField key={kind} name={`cutouts.${kind}`} label={content.cutouts[kind]} value={values.cutouts[kind]} error={errors.cutouts?.[kind]} onChange={(v) => onChange(`cutouts.${kind}`, v)} />
          ))}
        </Grid>
      </Fieldset>
      <Check>
        <input type="checkbox" name="installation" checked={values.installation} onChange={(event) => onChange('installation', event.target.checked)} />
        {content.installation}
      </Check>
    </Block>
  );
});

const RoomAndShape = memo(function RoomAndShape({ content, room, shape, onChange }: { content: EstimateContent['editor']; room: EstimateFormValues['room']; shape: EstimateFormValues['shape']; onChange: Change }) {
  return (
    <>
      <ChoiceChips name="room" legend={content.room.legend} options={content.room.options} value={room} onChange={(v) => onChange('room', v)} />
      <ChoiceChips name="shape" legend={content.shape.legend} options={content.shape.options} value={shape} onChange={(v) => onChange('shape', v)} />
    </>
  );
});

/** `onChange` should keep its identity between renders (the blocks skip drawing when their values are the same). */
const TWO_AND_THREE = ['2', '3'];

export function ShapeEditor({ content, values, errors, stones, thicknesses = TWO_AND_THREE, thicknessNote, onChange, whole = true }: ShapeEditorProps) {
  const { shape, extras, freeEnds, thickness, edge, edgeFinishes, backsplash, cutouts, installation } = values;
  const details = useMemo(() => ({ shape, extras, freeEnds, thickness, edge, edgeFinishes, backsplash, cutouts, installation }), [shape, extras, freeEnds, thickness, edge, edgeFinishes, backsplash, cutouts, installation]);
  const pieceErrors = useMemo(() => ({ runs: errors.runs, free: errors.free, extras: errors.extras }), [errors.runs, errors.free, errors.extras]);
  const detailErrors = useMemo(() => ({ backsplash: errors.backsplash, cutouts: errors.cutouts, thickness: errors.thickness }), [errors.backsplash, errors.cutouts, errors.thickness]);
  return (
    <Form>
      <RoomAndShape content={content} room={values.room} shape={shape} onChange={onChange} />
      <Pieces content={content} shape={shape} runs={values.runs} free={values.free} freeEnds={freeEnds} extras={extras} edgeFinishes={edgeFinishes} errors={pieceErrors} onChange={onChange} />
      {whole ? (
        <>
          <Stones content={content} chosen={values.stones} collection={values.collection} stones={stones} onChange={onChange} />
          <Details content={content} values={details} errors={detailErrors} thicknesses={thicknesses} thicknessNote={thicknessNote} onChange={onChange} />
        </>
      ) : null}
    </Form>
  );
}
