// One stone's care sheet (/cuidados/<coleção>/<pedra>): what the stone is and the figures that decide, the rules
// each beside the figure it read, sealing by finish, what stains or etches this stone and the quick tests to ask
// for at the showroom. Printed, it is the sheet handed over at installation: the stone's name, the rules, the
// tables and the studio's contact.
import { Global } from '@emotion/react';
import type { StoneCareContent } from '../../../content/care-guide';
import type { Company } from '../../../content/types';
import type { StoneCare } from '../../lib/stone-care-page';
import { fillCare } from '../../lib/stone-care-page';
import { BudgetLink } from '../../ui/budget-link';
import { Eyebrow } from '../../ui/eyebrow';
import { Picture } from '../../ui/picture';
import { Actions, Body, Closing, Contact, Header, Lead, printFrame, Table, TableScroll, TextLink, Title, Wide } from './care-layout.styles';
import { CareRules } from './care-rules';
import { Figures, HeaderGrid, Plate, Section, SectionTitle, Spill, Tests } from './stone-care-sheet.styles';

interface Props {
  care: StoneCare;
  content: StoneCareContent;
  company: Pick<Company, 'name' | 'phone' | 'email'>;
  guideHref: string;
  warrantyHref: string;
  /** The warranty registration, and its link's words. */
  register?: { href: string; text: string };
  /** The showroom visit with this stone (/agendar?tipo=showroom&pedras=<pedra>). */
  visitHref: string;
  /** The image's `sizes`, shared with the head's preload (src/seo/first-view.ts). */
  imageSizes: string;
}

export function StoneCareSheet({ care, content, company, guideHref, warrantyHref, register, visitHref, imageSizes }: Props) {
  const { stonePage, family, advice } = care;
  const { stone } = stonePage;
  // The family is a common noun inside the lead's sentence: 'do granito Preto Absoluto'.
  const names = { name: stone.name, family: family.toLowerCase() };
  const figures = advice.rules.flatMap((rule) => (rule.figure ? [rule.figure] : []));
  const sealed = typeof advice.sealing.find((row) => row.finish === 'polido')?.interval === 'object';
  return (
    <article aria-labelledby="cuidado-titulo">
      <Global styles={printFrame} />
      <Header>
        <HeaderGrid>
          <div>
            <Eyebrow>{`${content.eyebrow} · ${family}`}</Eyebrow>
            <Title id="cuidado-titulo">{fillCare(content.title, names)}</Title>
            <Lead>{fillCare(content.lead, names)}</Lead>
            <Actions data-print="hide">
              <TextLink to={stonePage.path}>
                {fillCare(content.backToStone, names)}
              </TextLink>
              <TextLink to={guideHref}>
                {content.generalLink}
              </TextLink>
            </Actions>
          </div>
          <Plate>
            <Picture image={stone.image} sizes={imageSizes} priority />
            <Figures aria-label={content.figuresTitle}>
              {advice.rock && (
                <div data-wide="">
                  <dt>{content.rockLabel}</dt>
                  <dd>{advice.rock}</dd>
                </div>
              )}
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </Figures>
          </Plate>
        </HeaderGrid>
      </Header>
      <Body>
        <Wide>
          {advice.unknown.length > 0 && <p role="note">{fillCare(content.unknownNote, { figures: advice.unknown.join(', ') })}</p>}
          <Section aria-labelledby="cuidado-dia-a-dia">
            <SectionTitle id="cuidado-dia-a-dia">{content.rulesTitle}</SectionTitle>
            <CareRules rules={advice.rules} />
          </Section>
          <Section aria-labelledby="cuidado-acabamento">
            <SectionTitle id="cuidado-acabamento">{content.sealingTitle}</SectionTitle>
            <TableScroll>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{content.sealingColumns.finish}</th>
                    <th scope="col">{content.sealingColumns.interval}</th>
                    <th scope="col">{content.sealingColumns.note}</th>
                  </tr>
                </thead>
                <tbody>
                  {advice.sealing.map((row) => (
                    <tr key={row.finish}>
                      <th scope="row">{row.label}</th>
                      <td>{row.cell}</td>
                      <td>{row.note}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </Section>
          <Section aria-labelledby="cuidado-derramou">
            <SectionTitle id="cuidado-derramou">{fillCare(content.spillsTitle, names)}</SectionTitle>
            <TableScroll>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{content.spillsColumns.spill}</th>
                    <th scope="col">{content.spillsColumns.effect}</th>
                    <th scope="col">{content.spillsColumns.action}</th>
                  </tr>
                </thead>
                <tbody>
                  {advice.spills.map((spill) => (
                    <tr key={spill.name}>
                      <th scope="row">{spill.name}</th>
                      <td>
                        <Spill harm={spill.harm}>{spill.verdict}</Spill>
                      </td>
                      <td>{spill.action}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </Section>
          <Section aria-labelledby="cuidado-testes">
            <SectionTitle id="cuidado-testes">{content.tests.title}</SectionTitle>
            <p>{content.tests.lead}</p>
            <Tests>
              {advice.tests.map((test) => (
                <li key={test.key} data-test={test.key}>
                  <h3>{test.title}</h3>
                  <p>{test.text}</p>
                </li>
              ))}
            </Tests>
            <Actions data-print="hide">
              <TextLink to={visitHref}>{content.tests.visit}</TextLink>
            </Actions>
          </Section>
          <Contact>{fillCare(content.contact, { company: company.name, phone: company.phone, email: company.email })}</Contact>
        </Wide>
      </Body>
      <Closing aria-labelledby="cuidado-orcamento">
        <Wide>
          <h2 id="cuidado-orcamento">{fillCare(content.cta.title, names)}</h2>
          <p>{sealed ? content.cta.sealed : content.cta.unsealed}</p>
          <Actions>
            <BudgetLink size="lg" stone={stonePage.slug}>
              {fillCare(content.cta.budget, names)}
            </BudgetLink>
            <TextLink to={warrantyHref}>
              {content.cta.warranty}
            </TextLink>
            {register ? <TextLink to={register.href}>{register.text}</TextLink> : null}
          </Actions>
        </Wide>
      </Closing>
    </article>
  );
}
