// Name, phone (the budget form's mask), e-mail and, for a measurement, the address and its neighbourhood.
import styled from '@emotion/styled';
import type { VisitBookingContent, VisitFieldName } from '../../../content/visit-booking';
import { TextField } from '../../ui/field';
import { PhoneField } from '../budget-wizard/phone-field';

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  // Side by side, each field keeps its own height: the e-mail's hint line must not stretch the phone beside it.
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: theme.space(2), alignItems: 'start', '& > :first-of-type, & > [data-wide]': { gridColumn: '1 / -1' } },
}));

export interface ContactBinding {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

interface Props {
  content: Pick<VisitBookingContent, 'fields' | 'requiredLabel'>;
  withAddress: boolean;
  bind: (name: VisitFieldName) => ContactBinding;
}

export function ContactFields({ content, withAddress, bind }: Props) {
  const text = (name: Exclude<VisitFieldName, 'phone'>, type: 'text' | 'email' = 'text') => {
    const field = content.fields[name];
    const binding = bind(name);
    return (
      <TextField
        name={field.name}
        label={field.label}
        requiredLabel={content.requiredLabel}
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        hint={field.hint}
        error={binding.error}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        onBlur={binding.onBlur}
      />
    );
  };
  return (
    <Grid>
      {text('name')}
      <PhoneField field={{ ...content.fields.phone, name: 'phone' }} requiredLabel={content.requiredLabel} binding={bind('phone')} />
      {text('email', 'email')}
      {withAddress && (
        <>
          <div data-wide="">{text('address')}</div>
          {text('neighbourhood')}
        </>
      )}
    </Grid>
  );
}
