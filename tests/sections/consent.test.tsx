import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consentContent } from '../../content/consent';
import { OPEN_CONSENT_EVENT, readConsent, requestConsentPreferences, saveConsent, takeUnheardConsentRequest } from '../../src/lib/consent';
import { createMemoryStorage, type KeyValueStore } from '../../src/lib/storage';
import type { Tracking, TrackingConfig } from '../../src/lib/tracking';
import { ConsentBanner } from '../../src/sections/consent/consent-banner';
import { ConsentManager, type ConsentServices } from '../../src/sections/consent/consent-manager';
import { renderWithProviders } from '../render';

const withTags: TrackingConfig = { gaId: 'G-TEST123', metaPixelId: '123456' };
const noTags: TrackingConfig = { gaId: null, metaPixelId: null };

function services(config: TrackingConfig, store: KeyValueStore = createMemoryStorage()) {
  const tracking = { init: vi.fn(), apply: vi.fn() } satisfies Tracking;
  const loadBanner = vi.fn(() => Promise.resolve(ConsentBanner));
  const value: ConsentServices = {
    config,
    tracking,
    store,
    whenIdle: (run) => {
      run();
      return () => undefined;
    },
    loadBanner,
    now: () => new Date('2026-03-12T15:00:00Z'),
  };
  return { value, tracking, store, loadBanner };
}

function renderManager(s: ConsentServices) {
  return renderWithProviders(
    <>
      <button type="button" onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))}>
        Preferências de cookies
      </button>
      <ConsentManager content={consentContent} privacyHref="/privacidade" services={s} />
    </>,
  );
}

const banner = () => screen.findByRole('region', { name: 'Cookies e privacidade' });

describe('cookie banner on a first visit with tags configured', () => {
  it('asks without taking focus, names the services and links to the privacy notice', async () => {
    const { value, tracking } = services(withTags);
    renderManager(value);
    const region = await banner();
    expect(region).toHaveTextContent('Google Analytics e Meta');
    expect(within(region).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade');
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    expect(tracking.init).toHaveBeenCalled();
    expect(tracking.apply).not.toHaveBeenCalled();
  });

  it('gives accepting and rejecting the same weight', async () => {
    const { value } = services(withTags);
    renderManager(value);
    const region = await banner();
    const accept = within(region).getByRole('button', { name: 'Aceitar' });
    const reject = within(region).getByRole('button', { name: 'Rejeitar' });
    // Same styled component, same variant and size: the same generated class.
    expect(accept.className).toBe(reject.className);
    expect(getComputedStyle(accept).minHeight).toBe(getComputedStyle(reject).minHeight);
  });

  it('on Aceitar: stores the choice with its date, loads the tags and closes', async () => {
    const { value, tracking, store } = services(withTags);
    renderManager(value);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Aceitar' }));
    expect(tracking.apply).toHaveBeenCalledWith('accepted');
    expect(readConsent(store, ['google-analytics', 'meta-pixel'])).toMatchObject({ choice: 'accepted', decidedAt: '2026-03-12T15:00:00.000Z' });
    expect(screen.queryByRole('region', { name: 'Cookies e privacidade' })).not.toBeInTheDocument();
  });

  it('on Rejeitar: stores the refusal and loads nothing', async () => {
    const { value, tracking, store } = services(withTags);
    renderManager(value);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Rejeitar' }));
    expect(tracking.apply).toHaveBeenCalledWith('rejected');
    expect(tracking.apply).not.toHaveBeenCalledWith('accepted');
    expect(readConsent(store, ['google-analytics', 'meta-pixel'])?.choice).toBe('rejected');
  });
});

describe('cookie banner for a returning visitor', () => {
  it('applies a stored acceptance without asking again', async () => {
    const store = createMemoryStorage();
    saveConsent(store, 'accepted', ['google-analytics', 'meta-pixel']);
    const { value, tracking, loadBanner } = services(withTags, store);
    renderManager(value);
    await waitFor(() => expect(tracking.apply).toHaveBeenCalledWith('accepted'));
    expect(loadBanner).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reopens from the footer, moves focus into the banner, shows the current choice and gives focus back', async () => {
    const store = createMemoryStorage();
    saveConsent(store, 'rejected', ['google-analytics', 'meta-pixel'], new Date('2026-02-03T12:00:00Z'));
    const { value, tracking } = services(withTags, store);
    renderManager(value);
    const footerButton = screen.getByRole('button', { name: 'Preferências de cookies' });
    await userEvent.click(footerButton);
    const region = await banner();
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    expect(region).toHaveTextContent('Sua escolha atual: rejeitou em 03/02/2026.');
    await userEvent.click(within(region).getByRole('button', { name: 'Aceitar' }));
    expect(tracking.apply).toHaveBeenCalledWith('accepted');
    expect(footerButton).toHaveFocus();
  });
});

describe('cookie banner with no tags configured', () => {
  it('does not appear by itself and never loads its code: there is nothing to consent to', async () => {
    const { value, loadBanner } = services(noTags);
    renderManager(value);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(loadBanner).not.toHaveBeenCalled();
  });

  it('still opens from the footer, says nothing is active, and keeps the choice', async () => {
    const { value, store } = services(noTags);
    renderManager(value);
    await userEvent.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    const region = await banner();
    expect(region).toHaveTextContent(consentContent.inactiveText);
    await userEvent.click(within(region).getByRole('button', { name: 'Rejeitar' }));
    expect(readConsent(store, [])?.choice).toBe('rejected');
  });
});

describe('a request to open the cookie choice made while the page hydrates', () => {
  it('is kept when nothing listens yet and honoured once the manager starts listening', async () => {
    const { value, loadBanner } = services(noTags);
    // The footer's button hydrated and pressed before the manager's effect attached its listener.
    requestConsentPreferences(window);
    renderManager(value);
    const region = await banner();
    expect(region).toHaveTextContent(consentContent.inactiveText);
    expect(loadBanner).toHaveBeenCalledTimes(1);
    // Honoured once: nothing is left to open it again.
    expect(takeUnheardConsentRequest(window)).toBe(false);
  });

  it('is not kept when the manager heard it', async () => {
    const { value } = services(noTags);
    renderManager(value);
    await act(() => Promise.resolve());
    act(() => requestConsentPreferences(window));
    await banner();
    expect(takeUnheardConsentRequest(window)).toBe(false);
  });
});
