// Live parts of the start page: the map of the site linking to each documentation page, the width
// presets and the Supabase scenarios, all read from the code they describe.
import { viewports } from '../../../.ladle/viewports.mjs';
import { supabaseScenarios } from '../../../mocks/supabase';
import type { ComponentDoc } from '../doc-types';
import { budgetDoc } from '../pages/budget';
import { receiptEmailDoc, teamEmailDoc } from '../pages/emails';
import { collectionDoc, errorDoc, eventDoc, notFoundDoc, privacyDoc } from '../pages/pages';
import { primitiveDocs } from '../pages/primitives';
import { brandDoc, consentDoc, faqDoc, finishesDoc, footerDoc, headerDoc, heroDoc, portfolioDoc, processDoc, stoneCarouselDoc, testimonialsDoc } from '../pages/sections';
import { docId, storyHref } from '../story-id';
import { Code, Table, TableWrap } from './doc-layout';

/** The home page from top to bottom (src/pages/home-page.tsx and src/app-shell.tsx), then the other routes. */
const homeInOrder: readonly [string, ComponentDoc][] = [
  ['cabeçalho (todas as páginas)', headerDoc],
  ['1', heroDoc],
  ['2 · #processo', processDoc],
  ['3 · #pedras', stoneCarouselDoc],
  ['4 · #acabamentos', finishesDoc],
  ['5 · #portfolio', portfolioDoc],
  ['6 · #depoimentos', testimonialsDoc],
  ['7 · #marca', brandDoc],
  ['8 · #perguntas', faqDoc],
  ['9 · #budget', budgetDoc],
  ['rodapé (todas as páginas)', footerDoc],
  ['banner (todas as páginas)', consentDoc],
];

const otherRoutes: readonly [string, ComponentDoc][] = [
  ['/quartizitos · /marmores · /granitos · /sinterizados', collectionDoc],
  ['/evento-conhecimento-arquitetos', eventDoc],
  ['/privacidade', privacyDoc],
  ['qualquer outro caminho', notFoundDoc],
  ['depois de uma falha', errorDoc],
];

function MapTable({ rows, first }: { rows: readonly [string, ComponentDoc][]; first: string }) {
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Página de documentação</th>
            <th scope="col">Para que serve</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([where, doc]) => (
            <tr key={doc.title}>
              <td>{where}</td>
              <th scope="row">
                <a href={storyHref(docId(doc.title))} target="_top">
                  {doc.name}
                </a>
              </th>
              <td>{doc.purpose.split(/(?<=\.)\s/)[0]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

export function HomeMap() {
  return <MapTable rows={homeInOrder} first="Posição na página inicial" />;
}

export function RoutesMap() {
  return <MapTable rows={otherRoutes} first="Rota" />;
}

/** The e-mails each stored budget request sends (src/emails). */
const emails: readonly [string, ComponentDoc][] = [
  ['à equipe, a cada pedido', teamEmailDoc],
  ['ao cliente, no máximo um por dia', receiptEmailDoc],
];

export function EmailsMap() {
  return <MapTable rows={emails} first="Para quem" />;
}

export function PrimitivesList() {
  return (
    <ul>
      {primitiveDocs.map((doc) => (
        <li key={doc.title}>
          <a href={storyHref(docId(doc.title))} target="_top">
            {doc.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function WidthPresets() {
  return (
    <ul>
      {Object.entries(viewports).map(([name, width]) => (
        <li key={name}>
          <Code>{name}</Code>: {width} px
        </li>
      ))}
    </ul>
  );
}

export function ScenarioNames() {
  return (
    <>
      {Object.keys(supabaseScenarios).map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <Code>{name}</Code>
        </span>
      ))}
    </>
  );
}

export const budgetDocHref = storyHref(docId(budgetDoc.title));
export const tokensHref = storyHref('fundamentos--tokens-de-design');
