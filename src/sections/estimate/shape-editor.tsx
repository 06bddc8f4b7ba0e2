// The estimate's inputs: room, shape, each piece's measures, the stones, and the details that change the price.
// Controlled: the page's Formik holds the values and the errors; this only draws them and reports changes.
import styled from '@emotion/styled';
import { useState } from 'react';
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

function Piece({ name, legend, hint, value, errors, onChange, labels, action }: {
  name: string;
  legend: string;
  hint?: string;
  value: RunValues;
  errors: PieceErrors;
  onChange: (field: string, value: unknown) => void;
  labels: Pick<EstimateContent['editor'], 'length' | 'depth'>;
  action?: React.ReactNode;
}) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Pair>
        <NumberField name={`${name}.length`} label={labels.length} unit="cm" hint={hint} value={value.length} error={errors?.length} onChange={(v) => onChange(`${name}.length`, v)} />
        <NumberField name={`${name}.depth`} label={labels.depth} unit="cm" value={value.depth} error={errors?.depth} onChange={(v) => onChange(`${name}.depth`, v)} />
      </Pair>
      {action}
    </Fieldset>
  );
}

export function ShapeEditor({ content, values, errors, stones, thicknesses = ['2', '3'], thicknessNote, onChange }: ShapeEditorProps) {
  const runNames = content.runNames[values.shape];
  const groups = [...new Set(stones.map((stone) => stone.group))];
  const chosen = values.stones.filter(Boolean).length;
  const free = values.shape === 'ilha' || values.shape === 'peninsula' ? values.shape : null;
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
  // Each end of a wall run that no corner takes: against a wall, or free (a visible edge, finished and priced).
  const setEnd = (id: string, free: boolean) => onChange('freeEnds', free ? [...values.freeEnds.filter((end) => end !== id), id] : values.freeEnds.filter((end) => end !== id));
  const runEnds = (index: number) => {
    const key = pieceKeyOf('run', index);
    const ends = RUN_ENDS[values.shape].filter((id) => id.startsWith(`${key}.`));
    if (!ends.length) return undefined;
    return (
      <Ends>
        {ends.map((id) => (
          <ChoiceChips
            key={id}
            name={`pontas.${id}`}
            legend={edgeSideName('run', id.slice(key.length + 1) as EdgeSide, content)}
            options={content.runEnds.options}
            value={values.freeEnds.includes(id) ? 'livre' : 'parede'}
            onChange={(v) => setEnd(id, v === 'livre')}
          />
        ))}
        <EdgesHint>{content.runEnds.hint}</EdgesHint>
      </Ends>
    );
  };
  const finishOptions = content.edge.options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

  return (
    <Form>
      <ChoiceChips name="room" legend={content.room.legend} options={content.room.options} value={values.room} onChange={(v) => onChange('room', v)} />
      <ChoiceChips name="shape" legend={content.shape.legend} options={content.shape.options} value={values.shape} onChange={(v) => onChange('shape', v)} />

      <Block>
        {values.runs.slice(0, RUN_COUNT[values.shape]).map((run, i) => (
          <Piece key={`run-${i}`} name={`runs.${i}`} legend={runNames[i] ?? ''} hint={i === 0 ? content.lengthHint : undefined} value={run} errors={errors.runs?.[i]} onChange={onChange} labels={content} action={runEnds(i)} />
        ))}
        {free && HAS_FREE_PIECE[values.shape] ? (
          <Piece name="free" legend={content.freeName[free]} hint={content.freeLengthHint[free]} value={values.free} errors={errors.free} onChange={onChange} labels={content} />
        ) : null}
        {values.extras.map((extra, i) => (
          <Piece
            key={`extra-${i}`}
            name={`extras.${i}`}
            legend={fillTemplate(content.extraName, { n: i + 1 })}
            value={extra}
            errors={errors.extras?.[i]}
            onChange={onChange}
            labels={content}
            action={
              <TextButton
                type="button"
                aria-label={fillTemplate(content.removeExtraLabel, { n: i + 1 })}
                onClick={() => {
                  onChange('extras', values.extras.filter((_, j) => j !== i));
                  onChange('edgeFinishes', edgeFinishesWithoutExtra(values.edgeFinishes, i));
                }}
              >
                {content.removeExtra}
              </TextButton>
            }
          />
        ))}
        {values.extras.length < MAX_EXTRAS ? (
          <TextButton type="button" onClick={() => onChange('extras', [...values.extras, { length: '120', depth: '50' }])}>
            + {content.addExtra}
          </TextButton>
        ) : null}
      </Block>

      <Block>
        <BlockTitle>{content.stonesLegend}</BlockTitle>
        <Grid>
          {values.stones.map((slug, i) => (
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
        {chosen === 0 ? (
          <SelectField name="collection" label={content.collection.label} value={values.collection} onChange={(v) => onChange('collection', v)}>
            {content.collection.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
      </Block>

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
    </Form>
  );
}
