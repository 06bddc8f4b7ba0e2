// A component's props: names, types, whether required and defaults come from props.json, which
// tests/workbench/docs.test.ts generates from the TypeScript types and keeps current; the meaning of
// each prop comes from the page's data, and the same test fails when the two disagree.
import generated from '../generated/props.json';
import type { ComponentApi } from '../doc-types';
import { Code, H3, Muted, Pill, Prose, Table, TableWrap } from './doc-layout';

interface GeneratedProp {
  name: string;
  type: string;
  required: boolean;
  default: string | null;
}

const table = generated as Record<string, GeneratedProp[] | undefined>;

export function PropsTable({ api }: { api: ComponentApi }) {
  const props = table[`${api.file}#${api.export}`] ?? [];
  return (
    <>
      <H3>
        <Code>{`<${api.export}>`}</Code> <Muted>em</Muted> <Code>{api.file}</Code>
      </H3>
      {api.element && (
        <Prose>
          <p>
            Aceita também todos os atributos de <Code>{`<${api.element}>`}</Code>.
          </p>
        </Prose>
      )}
      {props.length === 0 ? (
        <Prose>
          <p>Sem props próprias.</p>
        </Prose>
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Prop</th>
                <th scope="col">Tipo</th>
                <th scope="col">Padrão</th>
                <th scope="col">Para que serve</th>
              </tr>
            </thead>
            <tbody>
              {props.map((prop) => (
                <tr key={prop.name}>
                  <th scope="row">
                    <Code>{prop.name}</Code>
                  </th>
                  <td>
                    <Code>{prop.type}</Code>
                  </td>
                  <td>{prop.default !== null ? <Code>{prop.default}</Code> : prop.required ? <Pill>obrigatória</Pill> : <Muted>—</Muted>}</td>
                  <td>{api.props[prop.name] ?? <Muted>sem descrição</Muted>}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </>
  );
}
