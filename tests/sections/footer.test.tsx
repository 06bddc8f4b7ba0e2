import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../content/company';
import { footerContent } from '../../content/layout';
import { SiteFooter } from '../../src/sections/footer/site-footer';
import { installFakeIntersectionObserver } from '../fakes/intersection-observer';
import { installMatchMedia } from '../fakes/match-media';
import { renderWithProviders } from '../render';

/** happy-dom evaluates the stylesheet's media queries against its own viewport. */
const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 844 });

afterEach(() => {
  setViewport(1024);
  vi.unstubAllGlobals();
  document.getElementById('budget-form')?.remove();
});

function renderFooter() {
  setViewport(390);
  installMatchMedia({ width: 390 });
  const io = installFakeIntersectionObserver();
  const view = renderWithProviders(<SiteFooter company={company} content={footerContent} />);
  return { ...view, io, footer: screen.getByRole('contentinfo') };
}

describe('SiteFooter', () => {
  it('gives the address, a callable phone, a writable e-mail and the opening hours', () => {
    const { footer } = renderFooter();
    expect(footer).toHaveTextContent(company.address.street);
    expect(within(footer).getByRole('link', { name: company.phone })).toHaveAttribute('href', `tel:${company.phoneE164}`);
    expect(within(footer).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(within(footer).getByText('Segunda a sexta, 9h às 18h')).toBeInTheDocument();
  });

  it('lists the services, the materials and links to the collections', () => {
    const { footer } = renderFooter();
    for (const item of [...company.services, ...company.materials]) expect(within(footer).getByText(item)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Granitos' })).toHaveAttribute('href', '/granitos');
  });

  it('opens the social profile in a new tab, and says so to screen readers', () => {
    const { footer } = renderFooter();
    const social = within(footer).getByRole('link', { name: /Instagram.*\(abre em nova aba\)/ });
    expect(social).toHaveAttribute('href', company.social.url);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('signs © 2025 with the legal name and reopens cookie preferences on request', async () => {
    const { footer } = renderFooter();
    expect(footer).toHaveTextContent(`© 2025 ${company.legalName}`);
    expect(within(footer).getByRole('link', { name: footerContent.privacyLabel })).toHaveAttribute('href', footerContent.privacyHref);
    const listener = vi.fn();
    window.addEventListener('lavra:open-consent', listener);
    await userEvent.click(within(footer).getByRole('button', { name: 'Preferências de cookies' }));
    window.removeEventListener('lavra:open-consent', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('offers a fixed "Orçar projeto" button that leads to the budget form and steps aside while the form is on screen', () => {
    const form = document.createElement('section');
    form.id = 'budget-form';
    document.body.appendChild(form);
    const { io } = renderFooter();

    const cta = screen.getByRole('link', { name: 'Orçar projeto' });
    expect(cta).toHaveAttribute('href', '/#budget');

    const [formObserver] = io.observersOf(form);
    act(() => formObserver!.report(0.5));
    expect(screen.queryByRole('link', { name: 'Orçar projeto' })).toBeNull();

    act(() => formObserver!.report(0));
    expect(screen.getByRole('link', { name: 'Orçar projeto' })).toBeVisible();
  });

  it('finds a budget form that mounts after the footer (lazy home page)', async () => {
    const { io } = renderFooter();
    const form = document.createElement('section');
    form.id = 'budget-form';
    act(() => {
      document.body.appendChild(form);
    });
    // The footer hears of the form through a MutationObserver, whose report comes a moment later.
    await waitFor(() => expect(io.observersOf(form)).toHaveLength(1));
    const [formObserver] = io.observersOf(form);
    expect(screen.getByRole('link', { name: 'Orçar projeto' })).toBeVisible();
    act(() => formObserver!.report(1));
    expect(screen.queryByRole('link', { name: 'Orçar projeto' })).toBeNull();
  });

  it('has no fixed button from 1024 px, where the header carries the call to action', () => {
    renderFooter();
    setViewport(1440);
    expect(screen.queryByRole('link', { name: 'Orçar projeto' })).toBeNull();
  });

  it('scrolls smoothly to the form from the fixed button on the home page', async () => {
    const form = document.createElement('section');
    form.id = 'budget-form';
    const scrollIntoView = vi.fn();
    form.scrollIntoView = scrollIntoView;
    document.body.appendChild(form);
    renderFooter();
    await userEvent.click(screen.getByRole('link', { name: 'Orçar projeto' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });
});
