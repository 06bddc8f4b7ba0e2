// The registration's controls: a labelled input or select with its hint and its error (the site's field parts), and
// the pieces editor (room, surface, stone, finish: every choice from the catalogue's lists), which the certificate
// reuses to correct the pieces.
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldStack, Select } from '../../ui/field';
import { Button } from '../../ui/button';

export interface Option {
  value: string;
  label: string;
}

interface ControlProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-describedby': string; 'aria-invalid': true | undefined; invalid: boolean; name: string }) => ReactNode;
}

// Rows start at the top: a field without a hint beside one with a hint keeps its input the same height, in line.
const Stack = styled(FieldStack)({ alignContent: 'start' });

export function Control({ name, label, hint, error, children }: ControlProps) {
  const id = useId();
  return (
    <Stack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({ id, name, invalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': hint ? `${id}-hint ${id}-error` : `${id}-error` })}
      {/* Under the control, so the inputs of a row line up whatever their hints. */}
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`} message={error} />
    </Stack>
  );
}

export function SelectControl(props: { name: string; label: string; value: string; options: readonly Option[]; placeholder: string; error?: string; onChange: (value: string) => void; onBlur?: () => void }) {
  return (
    <Control name={props.name} label={props.label} error={props.error}>
      {(control) => (
        <Select {...control} value={props.value} onChange={(event) => props.onChange(event.target.value)} onBlur={props.onBlur}>
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Control>
  );
}

const PieceBox = styled.fieldset(({ theme }) => ({
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  padding: theme.space(2),
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: theme.space(0.5),
  background: theme.colors.paper,
  '& legend': { padding: `0 ${theme.space(1)}`, fontWeight: 700 },
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space(2) },
}));

const PieceList = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2) }));
const Remove = styled.div({ gridColumn: '1 / -1', justifySelf: 'start' });

export interface PieceValues {
  room: string;
  surface: string;
  stone: string;
  finish: string;
}

export interface PiecesText {
  piece: string;
  room: string;
  surface: string;
  stone: string;
  finish: string;
  choose: string;
  add: string;
  remove: string;
}

interface PiecesEditorProps {
  text: PiecesText;
  pieces: readonly PieceValues[];
  options: { rooms: readonly Option[]; surfaces: readonly Option[]; stones: readonly Option[]; finishes: readonly Option[] };
  /** The error of each piece's field, when shown. */
  errorOf: (index: number, field: keyof PieceValues) => string | undefined;
  max: number;
  onChange: (pieces: PieceValues[]) => void;
  onBlur?: (index: number, field: keyof PieceValues) => void;
}

export function PiecesEditor({ text, pieces, options, errorOf, max, onChange, onBlur }: PiecesEditorProps) {
  const set = (index: number, field: keyof PieceValues, value: string) => onChange(pieces.map((piece, at) => (at === index ? { ...piece, [field]: value } : piece)));
  const fields: [keyof PieceValues, string, readonly Option[]][] = [
    ['room', text.room, options.rooms],
    ['surface', text.surface, options.surfaces],
    ['stone', text.stone, options.stones],
    ['finish', text.finish, options.finishes],
  ];
  return (
    <PieceList>
      {pieces.map((piece, index) => {
        const n = String(index + 1);
        return (
          <PieceBox key={index}>
            <legend>{text.piece.replace('{n}', n)}</legend>
            {fields.map(([field, label, list]) => (
              <SelectControl
                key={field}
                name={`pieces.${index}.${field}`}
                label={label}
                value={piece[field]}
                options={list}
                placeholder={text.choose}
                error={errorOf(index, field)}
                onChange={(value) => set(index, field, value)}
                onBlur={() => onBlur?.(index, field)}
              />
            ))}
            {pieces.length > 1 ? (
              <Remove>
                <Button type="button" variant="ghost" onClick={() => onChange(pieces.filter((_, at) => at !== index))}>
                  {text.remove.replace('{n}', n)}
                </Button>
              </Remove>
            ) : null}
          </PieceBox>
        );
      })}
      {pieces.length < max ? (
        <div>
          <Button type="button" variant="secondary" onClick={() => onChange([...pieces, { room: '', surface: '', stone: '', finish: '' }])}>
            {text.add}
          </Button>
        </div>
      ) : null}
    </PieceList>
  );
}
