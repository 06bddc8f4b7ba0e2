// The live estimate: the editor (its values in React state, the fabricator's limits from yup), the plan and one
// card per stone, recomputed on every change, the result announced politely. While a measure is refused, the plan and
// the cards keep the last sketch a fabricator would accept, and the page says what to correct. The limits'
// module (yup and the schema) is fetched when the visitor first reaches for the form, or at once for a sketch
// that is not the room's usual one: the usual piece is one every slab takes, so a page opened on it needs no
// rules until something is typed.
import styled from '@emotion/styled';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EstimateContent } from '../../../content/estimate';
import type { EstimatePriceTable } from '../../../content/estimate-types';
import { fillTemplate } from '../../lib/budget-steps';
import { smallestSlab } from '../../lib/estimate/estimate';
import { chosenStones, defaultValues, isUsualSketch, withField, type EstimateFormValues } from '../../lib/estimate/estimate-form';
import { DEFAULT_FREE_ENDS } from '../../lib/estimate/sketch';
import { buildEstimateView, finishNames, offeredThicknesses, slabSlugs, withOfferedThickness, type EstimateStoneInfo, type EstimateView } from '../../lib/estimate/estimate-view';
import { formatCount, formatSpokenRange } from '../../../content/pt-br-format.mjs';
import { lazyLayoutMark, type LayoutHeights } from '../../lib/lazy-layout';
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
// The result's drawn height on the room's usual sketch (kitchen, one stone), measured at 390, 768 and 1440 px.
// On a phone the plan and the cards sit below the editor: while the visitor types, they are out of view, and
// each keystroke's result is laid out and painted only when they come near it (src/lib/lazy-layout.ts).
const RESULT_HEIGHTS: LayoutHeights = { phone: 1872, tablet: 1724, desktop: 1720 };
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

type Validate = (typeof import('../../lib/estimate/estimate-schema'))['estimateErrors'];
let validator: Validate | undefined;
let loading: Promise<Validate> | undefined;
const loadValidator = () => (loading ??= import('../../lib/estimate/estimate-schema').then((module) => (validator = module.estimateErrors)));

export function EstimateWorkspace({ content, table, stones, initialValues, onValidChange, onSend }: EstimateWorkspaceProps) {
  const limitsFor = (values: EstimateFormValues) => ({ maxDepthCm: smallestSlab(table, slabSlugs(values, stones, table)).depthCm, thicknesses: offeredThicknesses(values, stones, table) });
  // A link asking 1,2 cm for stones not cut that thin opens at 2 cm, and says why beside the thickness.
  const [startValues] = useState(() => withOfferedThickness(initialValues, stones, table));
  const [thicknessNote, setThicknessNote] = useState(() => (startValues === initialValues ? undefined : content.editor.thickness.fallback));
  // The values live in React state: the editor is a calculator, not a form sent as it stands, and its errors
  // are computed below from the values they belong to (no form library's state, copied and walked each render).
  const [typed, setTyped] = useState(startValues);
  // The typed digit first: the editor shows each change in the keystroke's own render; the rules, the plan and
  // the cards follow in a render React may interrupt and does after that paint (useDeferredValue).
  const values = useDeferredValue(typed);
  const [validate, setValidate] = useState(() => validator);
  const needRules = useCallback(() => {
    if (!validate) void loadValidator().then((loaded) => setValidate(() => loaded));
  }, [validate]);
  const usual = isUsualSketch(typed);
  useEffect(() => {
    if (!usual) needRules();
  }, [usual, needRules]);
  // Errors computed with the values they belong to. Until the rules are here, only the usual piece counts as
  // accepted; any other sketch waits for them (the last estimate stays).
  const errors = useMemo(() => (validate ? validate(content.messages, values, limitsFor(values)) : {}) as EstimateErrors, [values, validate]); // eslint-disable-line react-hooks/exhaustive-deps
  const checked = validate !== undefined || usual;
  const valid = checked && Object.keys(errors).length === 0;
  // While a measure is refused, the last valid estimate stays on screen (kept in state, adjusted while rendering).
  const current = useMemo(() => (valid ? buildEstimateView(values, stones, table, content) : null), [values, valid, stones, table, content]);
  const [lastValid, setLastValid] = useState<EstimateView>(() => current ?? buildEstimateView(values, stones, table, content));
  if (current && current !== lastValid) setLastValid(current);
  const view = current ?? lastValid;

  // The page keeps each valid sketch (the address, the draft); the announcement follows the view on its own.
  useEffect(() => {
    if (valid) onValidChange?.(values, view);
  }, [view]); // eslint-disable-line react-hooks/exhaustive-deps
  const summary = useMemo(() => fillTemplate(formatCount(view.cards.length, content.announce), { summary: view.cards.map((card) => `${card.title}: ${formatSpokenRange(card.estimate.spoken)}`).join('; ') }), [view, content.announce]);

  // One function for every field, the same from render to render, so the editor's blocks that did not change
  // are not drawn again. It builds on the values typed last (the plan may still show the ones before).
  const latest = useRef({ typed, values, view });
  useLayoutEffect(() => {
    latest.current = { typed, values, view };
  });
  // Each change builds on the last one, even two in one click (a loose piece and its edges taken away together).
  const setValues = useCallback((next: EstimateFormValues) => {
    latest.current.typed = next;
    setTyped(next);
  }, []);
  const change = useCallback(
    (field: string, value: unknown) => {
      const values = latest.current.typed;
      if (field === 'thickness') setThicknessNote(undefined);
      // A stone that is not cut at the chosen thickness takes the usual one, and the page says so.
      if (field === 'collection' || field.startsWith('stones.')) {
        const next = field === 'collection' ? { ...values, collection: value as EstimateFormValues['collection'] } : { ...values, stones: values.stones.map((slug, i) => (field === `stones.${i}` ? String(value) : slug)) as EstimateFormValues['stones'] };
        const cut = withOfferedThickness(next, stones, table);
        if (cut !== next) setThicknessNote(content.editor.thickness.fallback);
        return setValues(cut);
      }
      // A new shape starts with its usual free ends (an L's side run and a U's sides open onto the room).
      if (field === 'shape') return setValues({ ...values, shape: value as EstimateFormValues['shape'], freeEnds: [...DEFAULT_FREE_ENDS[value as EstimateFormValues['shape']]] });
      if (field !== 'room') return setValues(withField(values, field, value));
      // A new room starts from its usual piece (a 50 cm vanity, an L kitchen); the stones and finishes stay.
      const usual = defaultValues(value as EstimateFormValues['room']);
      setValues({ ...values, room: usual.room, shape: usual.shape, runs: usual.runs, free: usual.free, freeEnds: usual.freeEnds, cutouts: usual.cutouts, backsplash: usual.backsplash });
    },
    [setValues, stones, table, content.editor.thickness.fallback],
  );
  const send = useCallback(() => onSend(latest.current.values, latest.current.view), [onSend]);
  const names = useMemo(() => finishNames(content.editor), [content.editor]);
  const thicknesses = useMemo(() => offeredThicknesses(typed, stones, table), [typed.stones, typed.collection, stones, table]); // eslint-disable-line react-hooks/exhaustive-deps
  // Drawn in three steps, each a transition after the last one's commit: the room, the shape and the pieces
  // (the first screen), then the stones and the details, then the plan and the cards. Each step is rendered in
  // slices and laid out on its own, so a slow phone opening the page never has a long task to finish before it
  // answers a tap.
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step < 2) startTransition(() => setStep(step + 1));
  }, [step]);
  const withResult = step >= 2;
  const texture = stones.find((stone) => stone.slug === chosenStones(values)[0])?.textureUrl ?? stones.find((stone) => stone.collection === values.collection)?.textureUrl;

  return (
    <Layout>
      <form noValidate onSubmit={(event) => event.preventDefault()} onFocus={needRules} onPointerDown={needRules} aria-label={content.editor.title}>
        <ShapeEditor content={content.editor} values={typed} errors={errors} stones={stones} thicknesses={thicknesses} thicknessNote={thicknessNote} onChange={change} whole={step >= 1} />
      </form>
      {withResult ? (
        <Result {...lazyLayoutMark(RESULT_HEIGHTS)}>
          <Plan content={content.plan} editor={content.editor} sketch={view.sketch} pieces={view.pieces} slabLengthCm={view.slabLengthCm} textureUrl={texture} />
          <Invalid>{valid || !checked ? '' : content.invalid}</Invalid>
          <Cards aria-busy={!valid || undefined}>
            {view.cards.map((card) => (
              <Card key={card.id} content={content.card} card={card} finishNames={names} thicknessCm={view.sketch.thickness} installation={view.sketch.installation} />
            ))}
          </Cards>
          <EstimateNotes notes={content.notes} dateLabel={table.dateLabel} />
          <SendBlock content={content.send} disabled={!valid} onSend={send} />
        </Result>
      ) : (
        <Result aria-busy="true" />
      )}
      {withResult && <Announcer summary={summary} />}
    </Layout>
  );
}

// Drawn again only when their own figures change (a change of stone redraws the cards, not the plan).
const Plan = memo(EstimatePlan);
const Card = memo(EstimateCard);

const EstimateNotes = memo(function EstimateNotes({ notes, dateLabel }: { notes: EstimateContent['notes']; dateLabel: string }) {
  return (
    <Notes>
      <h2>{notes.title}</h2>
      <p>{fillTemplate(notes.basis, { date: dateLabel })}</p>
      <p>{notes.excluded}</p>
      <p>{notes.fixed}</p>
    </Notes>
  );
});

const SendBlock = memo(function SendBlock({ content, disabled, onSend }: { content: EstimateContent['send']; disabled: boolean; onSend: () => void }) {
  return (
    <Send>
      <h2>{content.title}</h2>
      <p>{content.text}</p>
      <SendButton type="button" disabled={disabled} onClick={onSend}>
        {content.button}
      </SendButton>
    </Send>
  );
});

/** Says each new result politely; silent for the estimate the page opens with. */
const Announcer = memo(function Announcer({ summary }: { summary: string }) {
  const [previous, setPrevious] = useState(summary);
  const [spoken, setSpoken] = useState('');
  if (summary !== previous) {
    setPrevious(summary);
    setSpoken(summary);
  }
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {spoken}
    </VisuallyHidden>
  );
});
