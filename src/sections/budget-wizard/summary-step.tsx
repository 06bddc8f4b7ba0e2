// Step 5: every answer in words, grouped by step, each group with a way back to edit it.
import styled from '@emotion/styled';
import type { BudgetFormContent } from '../../../content/budget-form';
import { fillTemplate, type BudgetFormValues, type QuestionStep } from '../../lib/budget-steps';
import { summarize } from '../../lib/budget-summary';

const Groups = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2) }));

const Group = styled.section(({ theme }) => ({
  padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(2.5)}`,
  borderRadius: theme.radii.md,
  background: theme.colors.bone,
  border: `1px solid ${theme.colors.travertine}`,
  [theme.mq.sm]: { padding: `${theme.space(2.5)} ${theme.space(3)} ${theme.space(3)}` },
}));

const GroupHeader = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });

const GroupTitle = styled.h4(({ theme }) => ({
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: theme.colors.bronzeDark,
}));

const Edit = styled.button(({ theme }) => ({
  minHeight: 44,
  minWidth: 44,
  padding: `0 ${theme.space(1)}`,
  marginRight: `-${theme.space(1)}`,
  border: 0,
  background: 'transparent',
  color: theme.colors.ink,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  '&:hover:not(:disabled)': { color: theme.colors.bronzeDark },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
}));

// Phones: a receipt, one answer per line with the label on the left. Wider screens: two columns.
const List = styled.dl(({ theme }) => ({
  margin: `${theme.space(1)} 0 0`,
  display: 'grid',
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${theme.space(1.5)} ${theme.space(3)}` },
}));

const Item = styled.div<{ wide: boolean }>(({ theme, wide }) => ({
  minWidth: 0,
  display: 'flex',
  flexDirection: wide ? 'column' : 'row',
  justifyContent: 'space-between',
  alignItems: wide ? 'stretch' : 'baseline',
  gap: wide ? 2 : theme.space(2),
  padding: `${theme.space(1)} 0`,
  borderTop: `1px solid ${theme.colors.travertine}`,
  '&:first-of-type': { borderTop: 0 },
  '& > dd': { textAlign: wide ? 'left' : 'right' },
  [theme.mq.sm]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: 2,
    padding: 0,
    borderTop: 0,
    gridColumn: wide ? '1 / -1' : undefined,
    '& > dd': { textAlign: 'left' },
  },
}));

// Free text and long values get a whole row; short choices pair up.
const WIDE_FIELDS = new Set(['name', 'email', 'squareMeters', 'howFoundUs']);

const Term = styled.dt(({ theme }) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.inkMuted, flex: '0 1 auto' }));
const Value = styled.dd(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  [theme.mq.sm]: { fontSize: theme.fontSizes.md },
  color: theme.colors.ink,
  overflowWrap: 'break-word',
  whiteSpace: 'pre-line',
}));

interface Props {
  content: BudgetFormContent;
  values: BudgetFormValues;
  disabled: boolean;
  onEdit: (step: QuestionStep) => void;
}

export function SummaryStep({ content, values, disabled, onEdit }: Props) {
  return (
    <Groups>
      {summarize(values, content).map((group) => (
        <Group key={group.step} aria-labelledby={`budget-summary-${group.step}`}>
          <GroupHeader>
            <GroupTitle id={`budget-summary-${group.step}`}>{group.title}</GroupTitle>
            <Edit
              type="button"
              disabled={disabled}
              aria-label={fillTemplate(content.summary.editLabel, { section: group.title })}
              onClick={() => onEdit(group.step)}
            >
              {content.summary.edit}
            </Edit>
          </GroupHeader>
          <List>
            {group.items.map((item) => (
              <Item key={item.field} wide={WIDE_FIELDS.has(item.field)}>
                <Term>{item.label}</Term>
                <Value>{item.value}</Value>
              </Item>
            ))}
          </List>
        </Group>
      ))}
    </Groups>
  );
}
