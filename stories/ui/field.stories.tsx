import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { budgetForm, type BudgetFieldName, type BudgetTextField } from '../../content/budget-form';
import { TextField } from '../../src/ui/field';
import { Section } from '../../src/ui/section';

export default { title: 'Primitivos / Campo' } satisfies StoryDefault;

const textFields = budgetForm.steps.flatMap((step) => step.fields).filter((field): field is BudgetTextField => field.kind !== 'choice');

function fieldContent(name: BudgetFieldName): BudgetTextField {
  const field = textFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No text field named ${name} in the budget form content`);
  return field;
}

const Column = styled.div({ maxWidth: 520 });

interface Props {
  name: BudgetFieldName;
  initialValue?: string;
  error?: string;
}

/** A field as the form draws it, from the form's own content, holding what is typed. */
const Field = ({ name, initialValue = '', error }: Props) => {
  const field = fieldContent(name);
  const [value, setValue] = useState(initialValue);
  const multiline = field.kind === 'textarea';
  return (
    <Section>
      <Column>
        <TextField
          name={field.name}
          label={field.label}
          requiredLabel={budgetForm.requiredLabel}
          type={multiline ? undefined : (field.kind as 'text' | 'email' | 'tel')}
          multiline={multiline}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          hint={field.hint}
          error={error}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Column>
    </Section>
  );
};

export const Vazio: Story = () => <Field name="name" />;

export const Preenchido: Story = () => <Field name="email" initialValue="helena@estudio.example" />;

export const ComDica: Story = () => <Field name="squareMeters" />;
ComDica.storyName = 'Com dica';

/** The error line is always there; a message fills it without moving anything below. */
export const ComErro: Story = () => <Field name="email" initialValue="helena@" error={budgetForm.messages.email} />;
ComErro.storyName = 'Com erro';

export const ComDicaEErro: Story = () => <Field name="squareMeters" error={budgetForm.messages.squareMeters} />;
ComDicaEErro.storyName = 'Com dica e erro';

export const Multilinha: Story = () => <Field name="howFoundUs" />;
