// The care guide (/cuidados): the general rules in numbered parts, the sealing intervals read from the rules
// themselves, and every stone's own guide, grouped by collection.
import { Global } from '@emotion/react';
import type { CareBlock, CareGuideContent } from '../../../content/care-guide';
import { formatAbsorption } from '../../../content/stone-figures';
import { formatLongDate } from '../../../content/pt-br-format.mjs';
import { BudgetLink } from '../../ui/budget-link';
import { Eyebrow } from '../../ui/eyebrow';
import { CareStoneIndex, type CareStoneGroup } from './care-stone-index';
import { HeaderGrid } from './stone-care-sheet.styles';
import { Actions, Body, Closing, Dated, Header, Lead, Part, PartNumber, PartTitle, printFrame, Prose, Summary, Table, TableScroll, TextLink, Title, Toc, Wide } from './care-layout.styles';

interface Props {
  content: CareGuideContent;
  /** The sealing intervals, as content/stone-care.ts sets them, in the words of the cells. */
  sealingRows: readonly SealingRow[];
  /** Every stone's guide, by collection. */
  groups: readonly CareStoneGroup[];
  warrantyHref: string;
}

export interface SealingRow {
  /** Absorption up to this value (percent); the last row has none. */
  maxAbsorption?: number;
  polished: string;
  honed: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const number = (index: number) => String(index + 1).padStart(2, '0');

function Block({ block }: { block: CareBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  const items = block.items.map((item) => <li key={item}>{item}</li>);
  return block.kind === 'steps' ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function SealingTable({ content, rows }: { content: CareGuideContent['sealingTable']; rows: readonly SealingRow[] }) {
  return (
    <>
      <TableScroll>
        <Table>
          <caption>{content.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{content.absorption}</th>
              <th scope="col">{content.polished}</th>
              <th scope="col">{content.honed}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const bound = row.maxAbsorption ?? rows[index - 1]?.maxAbsorption ?? 0;
              return (
                <tr key={index}>
                  <th scope="row">{fill(row.maxAbsorption === undefined ? content.above : content.upTo, { valor: formatAbsorption(bound) })}</th>
                  <td>{row.polished}</td>
                  <td>{row.honed}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      <p>{content.note}</p>
    </>
  );
}

export function CareGuide({ content, sealingRows, groups, warrantyHref }: Props) {
  return (
    <article aria-labelledby="cuidados-titulo">
      <Global styles={printFrame} />
      <Header>
        <HeaderGrid>
          <div>
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <Title id="cuidados-titulo">{content.title}</Title>
            <Lead>{content.lead}</Lead>
            <Dated>
              {content.updatedLabel} <time dateTime={content.updatedAt}>{formatLongDate(new Date(content.updatedAt))}</time>
            </Dated>
          </div>
          <Summary aria-labelledby="cuidados-resumo">
            <h2 id="cuidados-resumo">{content.summary.title}</h2>
            <ol>
              {content.summary.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </Summary>
        </HeaderGrid>
      </Header>
      <Body>
        <Wide>
          <nav aria-label={content.tocLabel} data-print="hide">
            <Toc>
              {content.sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>
                    <span aria-hidden="true">{number(index)}</span> {section.title}
                  </a>
                </li>
              ))}
            </Toc>
          </nav>
          {content.sections.map((section, index) => (
            <Part key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
              <div>
                <PartNumber aria-hidden="true">{number(index)}</PartNumber>
                <PartTitle id={`${section.id}-titulo`}>{section.title}</PartTitle>
              </div>
              <Prose>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
                {section.sealingTable && <SealingTable content={content.sealingTable} rows={sealingRows} />}
              </Prose>
            </Part>
          ))}
          <CareStoneIndex content={content.stones} groups={groups} />
        </Wide>
      </Body>
      <Closing aria-labelledby="cuidados-orcamento">
        <Wide>
          <h2 id="cuidados-orcamento">{content.cta.title}</h2>
          <p>{content.cta.text}</p>
          <Actions>
            <BudgetLink size="lg">{content.cta.budget}</BudgetLink>
            <TextLink to={warrantyHref}>
              {content.cta.warranty}
            </TextLink>
          </Actions>
        </Wide>
      </Closing>
    </article>
  );
}
