// The budget form's place on the home page (#budget-form, with the #budget anchor). It is
// prerendered as a light shell; the live wizard replaces it when the visitor gets close.
import { useRef } from 'react';
import { budgetForm, type BudgetFormContent } from '../../../content/budget-form';
import { company as siteCompany } from '../../../content/company';
import { ESTIMATE_PATH, estimateLinks } from '../../../content/estimate-links';
import { budgetHeading } from '../../../content/home';
import type { Company, SectionHeading } from '../../../content/types';
import { BUDGET_FORM_ID, type BudgetPrefill } from '../../lib/budget-anchor';
import type { AskedStone } from '../../lib/budget-steps';
import { browserStorage } from '../../lib/storage';
import { Eyebrow } from '../../ui/eyebrow';
import { Container, SectionShell } from '../../ui/section';
import * as S from './budget-section.styles';
import { BudgetShell, keepShellAndReload } from './budget-shell';
import { loadBudgetWizard, useWizardLoader, type WizardModule } from './use-wizard-loader';
import type { WizardDeps } from './wizard-deps';

interface Props {
  content?: BudgetFormContent;
  heading?: SectionHeading;
  company?: Pick<Company, 'name' | 'whatsapp' | 'phone' | 'phoneE164' | 'email'>;
  /** Side effects of the wizard (storage, window.open, analytics, the lead sender...), for tests and stories. */
  deps?: Partial<WizardDeps>;
  loadWizard?: () => Promise<WizardModule>;
  /** Loads the page again ("Tentar novamente" after the code failed to load). */
  reload?: () => void;
  /** The stone whose page the visitor came from: the form presets its material and names it. */
  stone?: AskedStone;
  /** Answers the address gives (?ambiente=cozinha&aplicacao=bancada), and whether an estimate is attached. */
  prefill?: BudgetPrefill;
  /** "Quanto custa?": the estimate page, for a visitor who wants a range before asking. */
  estimateLink?: { href: string; label: string; note: string } | null;
}

const TITLE_ID = 'budget-title';
const defaultEstimateLink = { href: ESTIMATE_PATH, label: estimateLinks.home, note: estimateLinks.homeNote };

const reloadPage = () => window.location.reload();

export function BudgetSection({
  content = budgetForm,
  heading = budgetHeading,
  company = siteCompany,
  deps,
  loadWizard = loadBudgetWizard,
  reload = reloadPage,
  stone,
  prefill,
  estimateLink = defaultEstimateLink,
}: Props) {
  const sectionRef = useRef<HTMLElement>(null);
  const shellFormRef = useRef<HTMLFormElement>(null);
  const storage = deps?.storage ?? browserStorage;
  const { loaded, failed, request, requestContinue } = useWizardLoader(
    sectionRef,
    shellFormRef,
    loadWizard,
    storage,
    content.honeypot.name,
  );
  const retry = () => keepShellAndReload(shellFormRef.current, storage, content.honeypot.name, reload);
  const Wizard = loaded?.module.default;

  return (
    <SectionShell
      id={BUDGET_FORM_ID}
      ref={sectionRef}
      tone="sand"
      aria-labelledby={TITLE_ID}
      onFocusCapture={request}
      onPointerEnter={request}
      onPointerDown={request}
    >
      <S.Anchor id="budget" />
      <Container>
        <S.Layout>
          <S.Intro>
            <Eyebrow>{heading.eyebrow}</Eyebrow>
            <S.Title id={TITLE_ID} tabIndex={-1} data-budget-focus="">
              {heading.title}
            </S.Title>
            {heading.lead && <S.Lead>{heading.lead}</S.Lead>}
            <S.Assurances>
              {content.assurances.map((text) => (
                <S.Assurance key={text}>
                  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
                    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {text}
                </S.Assurance>
              ))}
            </S.Assurances>
            {estimateLink ? (
              <S.EstimateNote>
                <S.EstimateLink to={estimateLink.href}>{estimateLink.label}</S.EstimateLink> {estimateLink.note}
              </S.EstimateNote>
            ) : null}
          </S.Intro>
          <div>
            {Wizard && loaded ? (
              <Wizard content={content} company={company} deps={deps} handoff={loaded.handoff} stone={stone} prefill={prefill} />
            ) : (
              <BudgetShell content={content} company={company} formRef={shellFormRef} onContinue={requestContinue} failed={failed} onRetry={retry} />
            )}
          </div>
        </S.Layout>
      </Container>
    </SectionShell>
  );
}
