// A text field that people never meet: off screen, out of the Tab order and hidden from screen
// readers. Scripts that fill every input they find fill it too, which gives them away.
// Off screen rather than display:none, which those scripts learned to skip.
import styled from '@emotion/styled';
import { useId } from 'react';
import type { BudgetFormContent } from '../../../content/budget-form';

const OffScreen = styled.div({
  position: 'absolute',
  left: -10_000,
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

interface Props {
  content: BudgetFormContent['honeypot'];
  /** Controlled by the live wizard; the prerendered shell leaves it to the browser. */
  value?: string;
  onChange?: (value: string) => void;
}

export function HoneypotField({ content, value, onChange }: Props) {
  const id = useId();
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>{content.label}</label>
      <input
        id={id}
        type="text"
        name={content.name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
    </OffScreen>
  );
}
