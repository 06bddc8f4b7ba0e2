import { Link } from 'react-router-dom';
import type { FooterContent } from '../../../content/layout';
import type { Company } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { MobileBudgetBar } from './mobile-budget-bar';
import {
  BrandName,
  Column,
  ColumnTitle,
  Columns,
  ContactList,
  FooterShell,
  Inner,
  Intro,
  Legal,
  LegalLinks,
  LinkList,
  SocialLink,
} from './site-footer.styles';
import { requestConsentPreferences } from '../../lib/consent';
import { lazyLayoutMark } from '../../lib/lazy-layout';

/** The footer's content height at 390, 768 and 1440 px. */
const FOOTER_HEIGHTS = { phone: 1346, tablet: 997, desktop: 516 };

export function openConsentPreferences(target: Window = window) {
  requestConsentPreferences(target);
}

interface Props {
  company: Company;
  content: FooterContent;
}

export function SiteFooter({ company, content }: Props) {
  const { address } = company;
  return (
    <FooterShell data-theme="dark">
      {/* Below the fold on every page: laid out lazily (src/lib/lazy-layout.ts). Not the
          footer itself, which holds the phone's fixed budget button. */}
      <Inner {...lazyLayoutMark(FOOTER_HEIGHTS)}>
        <Columns>
          <Column area="brand">
            <BrandName>{company.name}</BrandName>
            <Intro>{content.intro}</Intro>
            <SocialLink href={company.social.url} target="_blank" rel="noopener noreferrer">
              <Icon name="instagram" size={20} />
              {content.socialCta}
              <VisuallyHidden>{` ${content.socialNewTab}`}</VisuallyHidden>
            </SocialLink>
          </Column>

          <Column area="contact">
            <ColumnTitle>{content.contactTitle}</ColumnTitle>
            <ContactList>
              <div>
                <dt>{content.addressLabel}</dt>
                <dd>
                  <address>
                    {address.street}
                    <br />
                    {`${address.district}, ${address.city} – ${address.state}`}
                    <br />
                    {address.postalCode}
                  </address>
                </dd>
              </div>
              <div>
                <dt>{content.phoneLabel}</dt>
                <dd>
                  <a href={`tel:${company.phoneE164}`}>{company.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{content.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </div>
              <div>
                <dt>{content.hoursTitle}</dt>
                <dd>{company.hours.label}</dd>
              </div>
            </ContactList>
          </Column>

          <Column area="services">
            <ColumnTitle>{content.servicesTitle}</ColumnTitle>
            <LinkList>
              {company.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </LinkList>
          </Column>

          <Column area="materials">
            <ColumnTitle>{content.materialsTitle}</ColumnTitle>
            <LinkList>
              {company.materials.map((material) => (
                <li key={material}>{material}</li>
              ))}
            </LinkList>
          </Column>

          <Column area="collections">
            <ColumnTitle>{content.collectionsTitle}</ColumnTitle>
            <LinkList>
              {content.collections.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </LinkList>
          </Column>
        </Columns>

        <Legal>
          <p>{`© ${company.copyrightYear} ${company.legalName} ${content.rights}`}</p>
          <LegalLinks>
            {content.guideLinks.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
            <Link to={content.privacyHref}>{content.privacyLabel}</Link>
            <button type="button" onClick={() => openConsentPreferences()}>
              {content.cookiePreferences}
            </button>
          </LegalLinks>
        </Legal>
      </Inner>
      <MobileBudgetBar label={content.mobileCta} />
    </FooterShell>
  );
}
