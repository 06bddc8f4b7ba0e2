// The live estimate: the editor (Formik, with the fabricator's limits from yup), the plan and one card per
// stone, recomputed on every change, the result announced politely. While a measure is refused, the plan and
// the cards keep the last sketch a fabricator would accept, and the page says what to correct.
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EstimateContent } from '../../../content/estimate';
import type { EstimatePriceTable } from '../../../content/estimate-types';
import { fillTemplate } from '../../lib/budget-steps';
import { smallestSlab } from '../../lib/estimate/estimate';
import { chosenStones, defaultValues, type EstimateFormValues } from '../../lib/estimate/estimate-form';
import { estimateErrors } from '../../lib/estimate/estimate-schema';
import { DEFAULT_FREE_ENDS } from '../../lib/estimate/sketch';
import { buildEstimateView, finishNames, offeredThicknesses, withOfferedThickness, type EstimateStoneInfo, type EstimateView } from '../../lib/estimate/estimate-view';
import { formatSpokenRange } from '../../lib/estimate/format';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { EstimateCard } from './estimate-card';
import { EstimatePlan } from './estimate-plan';
import { ShapeEditor, type EstimateErrors, type StoneOption } from './shape-editor';

export interface EstimateWorkspaceProps {
  content: Pick<EstimateContent, 'editor' | 'plan' | 'card' | 'notes' | 'send' | 'messages' | 'announce' | 'invalid'>;
  table: EstimatePriceTable;
  stones: readonly (EstimateStoneInfo & StoneOption & { textureUrl?: string })[];
  initialValues: EstimateFormValues;
  /** Every sketch a fabricator would accept, as it changes (the page keeps it in the address). */
  onValidChange?: (values: EstimateFormValues, view: EstimateView) => void;
  /** "Pedir orçamento com esta estimativa". */
  onSend: (values: EstimateFormValues, view: EstimateView) => void;
}

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: theme.space(8), alignItems: 'start' },
}));
const Result = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }));
const Cards = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2) }));
const Invalid = styled.p(({ theme }) => ({ minHeight: '1.5em', fontSize: theme.fontSizes.sm, fontWeight: 600, color: theme.colors.error }));
const Notes = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  padding: theme.space(2.5),
  borderLeft: `2px solid ${theme.colors.graphite}`,
  background: theme.colors.travertine,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.6,
  '& h2': { fontFamily: theme.fonts.body, fontSize: theme.fontSizes.xs, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', color: theme.colors.inkMuted },
}));
const Send = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
  padding: theme.space(3),
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  borderRadius: theme.radii.sm,
  '& h2': { fontSize: theme.fontSizes.h3, color: theme.colors.onDark },
  '& p': { color: theme.colors.onDarkMuted, lineHeight: 1.6, fontSize: theme.fontSizes.sm },
}));
const SendButton = styled.button(({ theme }) => ({
  justifySelf: 'start',
  minHeight: 52,
  padding: `${theme.space(1.5)} ${theme.space(3)}`,
  border: 0,
  borderRadius: theme.radii.pill,
  background: theme.colors.bronzeLight,
  color: theme.colors.graphite,
  font: 'inherit',
  fontWeight: 800,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusOnDark}`, outlineOffset: 3 },
  [theme.mq.hover]: { '&:hover': { background: theme.colors.onDark } },
}));

export function EstimateWorkspace({ content, table, stones, initialValues, onValidChange, onSend }: EstimateWorkspaceProps) {
  const limitsFor = (values: EstimateFormValues) => ({ maxDepthCm: smallestSlab(table, chosenStones(values)).depthCm, thicknesses: offeredThicknesses(values, stones, table) });
  // 1.2 cm is for sintered stones only: a link or a choice that estimates another stone at 1.2 cm is estimated
  // at 2 cm, and the editor says so beside the thickness (a fabricator quotes the thinnest slab the stone comes in).
  const [startValues] = useState(() => withOfferedThickness(initialValues, stones, table));
  const [thicknessNote, setThicknessNote] = useState(() => (startValues === initialValues ? undefined : content.editor.thickness.fallback));
  // Formik keeps the values; the errors are computed below, once a change (Formik validating too ran the whole
  // schema a second time on every keystroke).
  const formik = useFormik<EstimateFormValues>({
    initialValues: startValues,
    validateOnChange: false,
    validateOnBlur: false,
    validateOnMount: false,
    onSubmit: () => undefined,
  });
  const { values } = formik;
  // Errors computed with the values they belong to (Formik's own would arrive a render later).
  const errors = useMemo(() => estimateErrors(content.messages, values, limitsFor(values)) as EstimateErrors, [values]); // eslint-disable-line react-hooks/exhaustive-deps
  const valid = Object.keys(errors).length === 0;
  // While a measure is refused, the last valid estimate stays on screen (kept in state, adjusted while rendering).
  const current = useMemo(() => (valid ? buildEstimateView(values, stones, table, content) : null), [values, valid, stones, table, content]);
  const [lastValid, setLastValid] = useState<EstimateView>(() => current ?? buildEstimateView(values, stones, table, content));
  if (current && current !== lastValid) setLastValid(current);
  const view = current ?? lastValid;

  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (!valid) return;
    onValidChange?.(values, view);
    if (first.current) {
      first.current = false;
      return;
    }
    const summary = view.cards.map((card) => `${card.title}: ${formatSpokenRange(card.estimate.spoken)}`).join('; ');
    setAnnouncement(fillTemplate(content.announce, { count: view.cards.length, summary }));
  }, [view]); // eslint-disable-line react-hooks/exhaustive-deps

  // A new room starts from its usual piece (a 50 cm vanity, an L kitchen); the stones and finishes stay.
  const change = (field: string, value: unknown) => {
    if (field === 'thickness') setThicknessNote(undefined);
    if (field === 'collection' || field.startsWith('stones.')) {
      const next = field === 'collection' ? { ...values, collection: value as EstimateFormValues['collection'] } : { ...values, stones: values.stones.map((slug, i) => (field === `stones.${i}` ? String(value) : slug)) as EstimateFormValues['stones'] };
      const cut = withOfferedThickness(next, stones, table);
      if (cut !== next) setThicknessNote(content.editor.thickness.fallback);
      return void formik.setValues(cut, false);
    }
    // A new shape starts with its usual free ends (an L's side run and a U's sides open onto the room).
    if (field === 'shape') return void formik.setValues({ ...values, shape: value as EstimateFormValues['shape'], freeEnds: [...DEFAULT_FREE_ENDS[value as EstimateFormValues['shape']]] }, false);
    if (field !== 'room') return void formik.setFieldValue(field, value, false);
    const usual = defaultValues(value as EstimateFormValues['room']);
    void formik.setValues({ ...values, room: usual.room, shape: usual.shape, runs: usual.runs, free: usual.free, freeEnds: usual.freeEnds, cutouts: usual.cutouts, backsplash: usual.backsplash }, false);
  };
  const names = useMemo(() => finishNames(content.editor), [content.editor]);
  const texture = stones.find((stone) => stone.slug === chosenStones(values)[0])?.textureUrl ?? stones.find((stone) => stone.collection === values.collection)?.textureUrl;

  return (
    <Layout>
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={content.editor.title}>
        <ShapeEditor content={content.editor} values={values} errors={errors} stones={stones} thicknesses={offeredThicknesses(values, stones, table)} thicknessNote={thicknessNote} onChange={change} />
      </form>
      <Result>
        <EstimatePlan content={content.plan} editor={content.editor} sketch={view.sketch} pieces={view.pieces} slabLengthCm={view.slabLengthCm} textureUrl={texture} />
        <Invalid>{valid ? '' : content.invalid}</Invalid>
        <Cards aria-busy={!valid || undefined}>
          {view.cards.map((card) => (
            <EstimateCard key={card.id} content={content.card} card={card} finishNames={names} thicknessCm={view.sketch.thickness} installation={view.sketch.installation} />
          ))}
        </Cards>
        <Notes>
          <h2>{content.notes.title}</h2>
          <p>{fillTemplate(content.notes.basis, { date: table.dateLabel })}</p>
          <p>{content.notes.excluded}</p>
          <p>{content.notes.fixed}</p>
        </Notes>
        <Send>
          <h2>{content.send.title}</h2>
          <p>{content.send.text}</p>
          <SendButton type="button" disabled={!valid} onClick={() => onSend(values, view)}>
            {content.send.button}
          </SendButton>
        </Send>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      </Result>
    </Layout>
  );
}
