// The warranty (/garantia): the three covers as large terms, what voids it beside what is the stone's nature,
// and the three steps of asking for a visit, with the ways to ask.
import { Global } from '@emotion/react';
import type { Company } from '../../../content/types';
import type { WarrantyContent } from '../../../content/warranty';
import { formatLongDate } from '../../../content/pt-br-format.mjs';
import { ButtonLink } from '../../ui/button';
import { Eyebrow } from '../../ui/eyebrow';
import { Body, Dated, Header, Lead, printFrame, TextLink, Title, Wide } from '../care/care-layout.styles';
import { Claim, ClaimSteps, CoverCard, Covers, Legal, Lists, Start, Title2 } from './warranty.styles';

interface Props {
  content: WarrantyContent;
  company: Pick<Company, 'name' | 'phone' | 'phoneE164' | 'email'>;
  /** The chat that asks for a visit, its first message written. */
  whatsappHref: string;
  careHref: string;
  /** The warranty registration (/garantia/registrar) and its link's words. */
  register?: { href: string; text: string };
}

const fill = (template: string, company: Props['company']) => template.replace('{company}', company.name);

export function Warranty({ content, company, whatsappHref, careHref, register }: Props) {
  return (
    <article aria-labelledby="garantia-titulo">
      <Global styles={printFrame} />
      <Header>
        <Wide>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Title id="garantia-titulo">{content.title}</Title>
          <Lead>{content.lead}</Lead>
          <Dated>
            {content.updatedLabel} <time dateTime={content.updatedAt}>{formatLongDate(new Date(content.updatedAt))}</time>
          </Dated>
        </Wide>
      </Header>
      <Body>
        <Wide>
          <section aria-labelledby="garantia-cobre">
            <Title2 id="garantia-cobre">{content.coversTitle}</Title2>
            <Covers>
              {content.covers.map((cover) => (
                <CoverCard key={cover.title}>
                  <p data-term>{cover.term}</p>
                  <h3>{cover.title}</h3>
                  <p>{cover.text}</p>
                  <ul>
                    {cover.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </CoverCard>
              ))}
            </Covers>
            <Start>{content.startNote}</Start>
          </section>
          <Lists>
            <section aria-labelledby="garantia-fora">
              <Title2 id="garantia-fora">{content.voidsTitle}</Title2>
              <p>{content.voidsLead}</p>
              <ul>
                {content.voids.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="garantia-natureza">
              <Title2 id="garantia-natureza">{content.natureTitle}</Title2>
              <ul>
                {content.nature.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <TextLink to={careHref} data-print="hide">
                {content.careLink}
              </TextLink>
            </section>
          </Lists>
          <Claim aria-labelledby="garantia-visita">
            {register ? (
              <p data-print="hide">
                <TextLink to={register.href}>{register.text}</TextLink>
              </p>
            ) : null}
            <Title2 id="garantia-visita">{content.claimTitle}</Title2>
            <ClaimSteps>
              {content.claimSteps.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ClaimSteps>
            <div data-actions>
              <ButtonLink href={whatsappHref} variant="whatsapp" target="_blank" rel="noopener noreferrer" data-print="hide">
                {content.claimWhatsApp}
              </ButtonLink>
              <p>
                {content.claimEmail}: <a href={`mailto:${company.email}`}>{company.email}</a>
                <br />
                {content.claimPhone}: <a href={`tel:${company.phoneE164}`}>{company.phone}</a>
              </p>
            </div>
          </Claim>
          <Legal>{fill(content.legal, company)}</Legal>
        </Wide>
      </Body>
    </article>
  );
}
