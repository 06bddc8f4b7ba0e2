import styled from '@emotion/styled';
import { useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import { Icon } from '../../ui/icons';
import { ChipRow, Group, InputChip } from './choice-chips.styles';

// What matters most, tone and collection: real checkboxes and radios, drawn as chips, named like the
// address's parameters (a submitted form would give the same query). The form reports its whole state
// on every change; the page turns it into the address. They sit behind a native disclosure, so a phone
// shows stones on its first screen, and it opens by itself when the address already refines the list.
// Without scripts these refinements cannot act on a prerendered page, so they are not drawn
// (`scripting: none`); the use links above still work.
const Disclosure = styled.details(({ theme }) => ({
  '@media (scripting: none)': { display: 'none' },
  '& > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: 44,
    padding: `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(1.5)}`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.ink}`,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': {
      content: '"+"',
      display: 'inline-grid',
      placeItems: 'center',
      width: 24,
      fontSize: '1.125rem',
      fontWeight: 400,
    },
    '&:focus-visible': {
      outline: `3px solid ${theme.colors.focus}`,
      outlineOffset: 2,
    },
    [theme.mq.hover]: { '&:hover': { background: theme.colors.paper } },
  },
  '&[open] > summary::before': { content: '"−"' },
  '& [data-active]': {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 24,
    height: 24,
    padding: '0 6px',
    borderRadius: theme.radii.pill,
    background: theme.colors.graphite,
    color: theme.colors.onDark,
    fontSize: '0.75rem',
  },
}));

const Form = styled.form(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(3)} ${theme.space(5)}`,
  marginTop: theme.space(2.5),
}));

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterValues {
  priorities: string[];
  tone: string | null;
  collections: string[];
}

export interface FilterFormProps {
  label: string;
  /** The disclosure's summary: 'Refinar: o que mais importa, tom e coleção'. */
  summary: string;
  /** How many refinements are on, said in the summary: '2 ativos'. */
  activeLabel: (count: number) => string;
  names: { priorities: string; tone: string; collections: string };
  legends: { priorities: string; tone: string; collections: string };
  priorities: readonly FilterOption[];
  tones: readonly FilterOption[];
  /** The radio that picks no tone. */
  anyTone: string;
  collections: readonly FilterOption[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

function readForm(form: HTMLFormElement, names: FilterFormProps['names']): FilterValues {
  const data = new FormData(form);
  const tone = data.get(names.tone);
  return {
    priorities: data.getAll(names.priorities).map(String),
    tone: typeof tone === 'string' && tone !== '' ? tone : null,
    collections: data.getAll(names.collections).map(String),
  };
}

const same = (a: FilterValues, b: FilterValues) => JSON.stringify(a) === JSON.stringify(b);

export function FilterForm({
  label,
  summary,
  activeLabel,
  names,
  legends,
  priorities,
  tones,
  anyTone,
  collections,
  values,
  onChange,
}: FilterFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // A chip pressed before the page was hydrated changed the control but not the address: take it up.
  const takeUpEarlyChoice = useEffectEvent(() => {
    if (!form.current) return;
    const early = readForm(form.current, names);
    if (!same(early, values)) onChange(early);
  });
  useEffect(() => {
    // Once, on hydration.
    takeUpEarlyChoice();
  }, []);

  const changed = (event: FormEvent<HTMLFormElement>) => onChange(readForm(event.currentTarget, names));
  const checkbox = (name: string, option: FilterOption, checked: boolean) => (
    <li key={option.value}>
      <InputChip>
        <input type="checkbox" name={name} value={option.value} checked={checked} onChange={() => undefined} />
        <Icon name="check" size={16} />
        {option.label}
      </InputChip>
    </li>
  );
  const radio = (option: FilterOption, checked: boolean) => (
    <li key={option.value || 'any'}>
      <InputChip>
        <input type="radio" name={names.tone} value={option.value} checked={checked} onChange={() => undefined} />
        <Icon name="check" size={16} />
        {option.label}
      </InputChip>
    </li>
  );

  const active = values.priorities.length + (values.tone ? 1 : 0) + values.collections.length;
  return (
    <Disclosure open={active > 0 || undefined}>
      <summary>
        {summary}
        {active > 0 && <span data-active>{activeLabel(active)}</span>}
      </summary>
      <Form ref={form} aria-label={label} onChange={changed} onSubmit={(event) => event.preventDefault()}>
        <Group>
          <legend>{legends.priorities}</legend>
          <ChipRow>{priorities.map((option) => checkbox(names.priorities, option, values.priorities.includes(option.value)))}</ChipRow>
        </Group>
        <Group>
          <legend>{legends.tone}</legend>
          <ChipRow>
            {radio({ value: '', label: anyTone }, values.tone === null)}
            {tones.map((option) => radio(option, values.tone === option.value))}
          </ChipRow>
        </Group>
        <Group>
          <legend>{legends.collections}</legend>
          <ChipRow>{collections.map((option) => checkbox(names.collections, option, values.collections.includes(option.value)))}</ChipRow>
        </Group>
      </Form>
    </Disclosure>
  );
}
