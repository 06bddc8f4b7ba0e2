// The budget form's Supabase section: what the form sends, each mocked answer with what the visitor
// sees and what the outbox does, and a live switcher that loads the form at its summary step under
// the chosen answer (the story's own MSW handlers, in its own frame).
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { SupabaseScenarioDoc } from '../pages/budget';
import { storyId } from '../story-id';
import { Code, DocSection, H2, H3, Pre, Prose, Table, TableWrap } from './doc-layout';
import type { StoryModule } from './component-page';
import { StoryFrame } from './story-frame';

const Switcher = styled.fieldset(({ theme }) => ({
  margin: `${theme.space(2)} 0`,
  padding: 0,
  border: 0,
  '& legend': { fontWeight: 700, marginBottom: theme.space(1), color: theme.colors.graphite },
}));

const Options = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }));

const Option = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(2)}`,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.stoneLine}`,
  background: theme.colors.paper,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '&:has(input:checked)': { background: theme.colors.graphite, borderColor: theme.colors.graphite, color: theme.colors.onDark },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Outcome = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${theme.space(0.75)} ${theme.space(2)}`,
  margin: `${theme.space(2)} 0`,
  padding: theme.space(2),
  borderRadius: theme.radii.md,
  background: theme.colors.travertine,
  fontSize: theme.fontSizes.sm,
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0 },
}));

export function SupabaseScenarios({ scenarios, stories }: { scenarios: readonly SupabaseScenarioDoc[]; stories: StoryModule }) {
  const name = useId();
  const [chosen, setChosen] = useState(scenarios[0]?.scenario);
  const current = scenarios.find((entry) => entry.scenario === chosen) ?? scenarios[0];
  const title = (stories.default as { title: string }).title;
  const storyNameOf = (exportName: string) => (stories[exportName] as { storyName?: string } | undefined)?.storyName ?? exportName;

  return (
    <DocSection id="supabase" aria-labelledby="supabase-titulo">
      <H2 id="supabase-titulo">Supabase: o envio e cada resposta</H2>
      <Prose>
        <p>
          Uma única chamada, em <Code>src/lib/leads.ts</Code> (<Code>submitLead</Code>), carregada com <Code>import()</Code> só no envio. O
          id da linha é criado no navegador, então reenviar a mesma linha é seguro (um 409/23505 no próprio id conta como entregue).
        </p>
      </Prose>
      <Pre>{`supabase.from('budget_requests').insert(row)   // sem .select(): o anon não lê a tabela
POST /rest/v1/budget_requests        → 201 sem corpo
prazo de 10 s por pedido (AbortController); supabase-js nunca repete um POST`}</Pre>
      <H3>Caixa de saída</H3>
      <Prose>
        <p>
          Antes do envio a linha é gravada em <Code>localStorage</Code> (<Code>lavra:lead-outbox</Code>) e só sai de lá com a confirmação.
          Sem resposta, 408, 425 e 5xx são reenviados (15 s, 60 s, 5 min, depois a cada visita e no evento online, por até 7 dias); um 4xx
          definitivo é removido e o pedido segue pelo chat; 429 não é reenviado. Política em <Code>src/lib/outbox.ts</Code>, decisões 003 e
          007 em <Code>docs/decisions/</Code>.
        </p>
      </Prose>

      <H3>Cenários do MSW</H3>
      <Prose>
        <p>
          Os cenários de <Code>mocks/supabase.ts</Code> (<Code>supabaseScenarios</Code>), os mesmos dos testes e de <Code>npm run dev</Code>.
        </p>
      </Prose>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">Cenário</th>
              <th scope="col">Resposta</th>
              <th scope="col">O que o visitante vê</th>
              <th scope="col">Caixa de saída</th>
            </tr>
          </thead>
          <tbody>
            {scenarios.map((entry) => (
              <tr key={entry.scenario}>
                <th scope="row">
                  {entry.label}
                  <br />
                  <Code>{entry.scenario}</Code>
                </th>
                <td>{entry.answer}</td>
                <td>{entry.visitor}</td>
                <td>{entry.outbox}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>

      <H3>Experimente</H3>
      <Switcher>
        <legend>Resposta do Supabase</legend>
        <Options>
          {scenarios.map((entry) => (
            <Option key={entry.scenario}>
              <input type="radio" name={name} value={entry.scenario} checked={entry.scenario === chosen} onChange={() => setChosen(entry.scenario)} />
              {entry.label}
            </Option>
          ))}
        </Options>
      </Switcher>
      {current && (
        <>
          <Outcome aria-live="polite">
            <dt>Resposta</dt>
            <dd>{current.answer}</dd>
            <dt>Visitante</dt>
            <dd>{current.visitor}</dd>
          </Outcome>
          <StoryFrame
            key={current.scenario}
            id={storyId(title, storyNameOf(current.story))}
            name={storyNameOf(current.story)}
            caption='O formulário no resumo, com respostas preenchidas: pressione "Enviar solicitação".'
            eager
          />
        </>
      )}
    </DocSection>
  );
}
