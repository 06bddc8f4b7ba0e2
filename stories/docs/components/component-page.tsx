// A component's documentation page, in the order a reviewer asks: what it is for and where it is
// used, how it looks in each state, which props and content drive it, how it behaves, how it is
// accessible, and which tests cover it. The data is in stories/docs/pages/*.ts.
import type { ReactNode } from 'react';
import type { ComponentDoc } from '../doc-types';
import { storyId } from '../story-id';
import { Code, DocPage, DocSection, H2, H3, Kicker, Lead, Muted, Prose, Table, TableWrap, Title } from './doc-layout';
import { PropsTable } from './props-table';
import { StoryFrame } from './story-frame';
import styled from '@emotion/styled';

interface StoryFn {
  storyName?: string;
  meta?: { width?: unknown };
}

export type StoryModule = Record<string, unknown>;

const Files = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(0.75)} ${theme.space(1)}`,
  fontSize: theme.fontSizes.sm,
}));

const Gallery = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(5), marginTop: theme.space(2) }));
const Toc = styled.nav(({ theme }) => ({
  marginTop: theme.space(3),
  fontSize: theme.fontSizes.sm,
  '& ol': { display: 'flex', flexWrap: 'wrap', gap: `${theme.space(0.5)} ${theme.space(2.5)}`, listStyle: 'none', margin: 0, padding: 0 },
  '& a': { color: theme.colors.bronzeDark, fontWeight: 600, textUnderlineOffset: 3 },
}));

function storiesOf(doc: ComponentDoc, module: StoryModule) {
  const title = (module.default as { title?: string } | undefined)?.title ?? doc.title;
  return Object.entries(doc.captions).map(([exportName, caption]) => {
    const story = module[exportName] as StoryFn | undefined;
    const name = story?.storyName ?? exportName;
    return { exportName, caption, name, id: storyId(title, name), width: story?.meta?.width };
  });
}

function List({ items }: { items: readonly string[] }) {
  return (
    <Prose>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Prose>
  );
}

const sections = [
  ['uso', 'Para que serve'],
  ['exemplo', 'Exemplo ao vivo'],
  ['estados', 'Estados'],
  ['props', 'Props'],
  ['conteudo', 'Conteúdo'],
  ['comportamento', 'Comportamento'],
  ['acessibilidade', 'Acessibilidade'],
] as const;

export function ComponentPage({ doc, stories, children, extraToc }: { doc: ComponentDoc; stories: StoryModule; children?: ReactNode; extraToc?: [string, string] }) {
  const all = storiesOf(doc, stories);
  const live = all.find((story) => story.exportName === doc.live) ?? all[0];
  const rest = all.filter((story) => story !== live);
  const group = doc.title.split('/')[0]?.trim();
  const toc = [...sections, ...(extraToc ? [extraToc] : []), ['testes', 'Testes']] as const;

  return (
    <DocPage data-doc-page="">
      <Kicker>{group} · Documentação</Kicker>
      <Title>{doc.name}</Title>
      <Lead>{doc.purpose}</Lead>
      <Toc aria-label="Nesta página">
        <ol>
          {toc.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ol>
      </Toc>

      <DocSection id="uso" aria-labelledby="uso-titulo">
        <H2 id="uso-titulo">Para que serve e onde aparece</H2>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Rota</th>
                <th scope="col">Onde</th>
              </tr>
            </thead>
            <tbody>
              {doc.routes.map((route) => (
                <tr key={route.path + route.where}>
                  <th scope="row">
                    <Code>{route.path}</Code>
                  </th>
                  <td>{route.where}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <H3>Arquivos</H3>
        <Files>
          {doc.files.map((file) => (
            <li key={file}>
              <Code>{file}</Code>
            </li>
          ))}
        </Files>
      </DocSection>

      <DocSection id="exemplo" aria-labelledby="exemplo-titulo">
        <H2 id="exemplo-titulo">Exemplo ao vivo</H2>
        {live && <StoryFrame id={live.id} name={live.name} caption={live.caption} width={live.width} minHeight={doc.frameHeights?.[live.exportName]} eager />}
      </DocSection>

      <DocSection id="estados" aria-labelledby="estados-titulo">
        <H2 id="estados-titulo">Estados</H2>
        <Prose>
          <p>
            Cada história de <Code>{doc.storiesFile}</Code>, com o que muda em relação às outras. O nome abre a história sozinha, com o
            seletor de larguras.
          </p>
        </Prose>
        <Gallery>
          {rest.map((story) => (
            <StoryFrame key={story.id} id={story.id} name={story.name} caption={story.caption} width={story.width} minHeight={doc.frameHeights?.[story.exportName]} />
          ))}
        </Gallery>
      </DocSection>

      <DocSection id="props" aria-labelledby="props-titulo">
        <H2 id="props-titulo">Props</H2>
        <Prose>
          <p>
            Tipos, obrigatoriedade e padrões lidos dos tipos TypeScript; um teste falha quando uma prop some, muda ou fica sem descrição.
          </p>
        </Prose>
        {doc.components.map((api) => (
          <PropsTable key={`${api.file}#${api.export}`} api={api} />
        ))}
      </DocSection>

      <DocSection id="conteudo" aria-labelledby="conteudo-titulo">
        <H2 id="conteudo-titulo">Conteúdo</H2>
        {doc.content.length > 0 ? (
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Arquivo</th>
                  <th scope="col">Exportações</th>
                  <th scope="col">O que guarda</th>
                </tr>
              </thead>
              <tbody>
                {doc.content.map((source) => (
                  <tr key={source.file}>
                    <th scope="row">
                      <Code>{source.file}</Code>
                    </th>
                    <td>
                      {source.exports.map((name, index) => (
                        <span key={name}>
                          {index > 0 && ', '}
                          <Code>{name}</Code>
                        </span>
                      ))}
                    </td>
                    <td>{source.holds}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        ) : null}
        <H3>Como mudar um texto</H3>
        <Prose>
          <p>{doc.editing}</p>
        </Prose>
      </DocSection>

      <DocSection id="comportamento" aria-labelledby="comportamento-titulo">
        <H2 id="comportamento-titulo">Comportamento</H2>
        <H3>Interações</H3>
        <List items={doc.behaviour.interactions} />
        <H3>Teclado</H3>
        {doc.behaviour.keyboard.length > 0 ? (
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Tecla</th>
                  <th scope="col">O que faz</th>
                </tr>
              </thead>
              <tbody>
                {doc.behaviour.keyboard.map((binding) => (
                  <tr key={binding.keys}>
                    <th scope="row">
                      <Code>{binding.keys}</Code>
                    </th>
                    <td>{binding.action}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        ) : (
          <Prose>
            <p>
              <Muted>Nada a operar pelo teclado além dos links e botões comuns.</Muted>
            </p>
          </Prose>
        )}
        <H3>Movimento e movimento reduzido</H3>
        <List items={doc.behaviour.motion} />
        <H3>Toque</H3>
        <List items={doc.behaviour.touch} />
      </DocSection>

      <DocSection id="acessibilidade" aria-labelledby="acessibilidade-titulo">
        <H2 id="acessibilidade-titulo">Acessibilidade</H2>
        <List items={doc.accessibility} />
      </DocSection>

      {children}

      <DocSection id="testes" aria-labelledby="testes-titulo">
        <H2 id="testes-titulo">Testes que o cobrem</H2>
        <Prose>
          <ul>
            {doc.tests.map((file) => (
              <li key={file}>
                <Code>{file}</Code>
              </li>
            ))}
            <li>
              <Code>e2e/workbench.spec.ts</Code> <Muted>— abre cada história e esta página: sem erro no console, sem violação do axe.</Muted>
            </li>
          </ul>
        </Prose>
      </DocSection>
    </DocPage>
  );
}
