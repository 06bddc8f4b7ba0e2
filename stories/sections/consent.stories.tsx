import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { consentContent } from '../../content/consent';
import { footerContent } from '../../content/layout';
import { OPEN_CONSENT_EVENT, type ConsentChoice, type ConsentRecord } from '../../src/lib/consent';
import { createMemoryStorage } from '../../src/lib/storage';
import { ConsentBanner } from '../../src/sections/consent/consent-banner';
import { ConsentManager, type ConsentServices } from '../../src/sections/consent/consent-manager';
import { Button } from '../../src/ui/button';
import { Stack } from '../ui/story-layout';

export default { title: 'Seções / Consentimento de cookies' } satisfies StoryDefault;

const noop = (_choice: ConsentChoice) => undefined;
const both = ['google-analytics', 'meta-pixel'] as const;

/** First visit on a build with the Google tag and the Meta pixel configured. */
export const PrimeiraVisita: Story = () => (
  <ConsentBanner content={consentContent} privacyHref="/privacidade" services={both} record={null} autoFocus={false} onChoose={noop} />
);
PrimeiraVisita.storyName = 'Primeira visita';

/** Only Google Analytics configured: the text names only it. */
export const SoGoogleAnalytics: Story = () => (
  <ConsentBanner content={consentContent} privacyHref="/privacidade" services={['google-analytics']} record={null} autoFocus={false} onChoose={noop} />
);
SoGoogleAnalytics.storyName = 'Só Google Analytics';

const accepted: ConsentRecord = { version: 1, choice: 'accepted', decidedAt: '2026-03-12T15:00:00.000Z', services: [...both] };

/** Reopened from the footer: shows the stored choice and takes focus. */
export const Reaberto: Story = () => (
  <ConsentBanner content={consentContent} privacyHref="/privacidade" services={both} record={accepted} autoFocus onChoose={noop} />
);
Reaberto.storyName = 'Reaberto pelo rodapé';

/** A build with no tag: the banner never shows by itself; from the footer it says nothing is active. */
export const SemFerramentas: Story = () => (
  <ConsentBanner content={consentContent} privacyHref="/privacidade" services={[]} record={null} autoFocus={false} onChoose={noop} />
);
SemFerramentas.storyName = 'Sem ferramentas configuradas';

/**
 * The whole flow with tags configured but never loaded (the tracking here only writes down what it
 * would do): choose, then reopen with the footer's button.
 */
export const Fluxo: Story = () => {
  const [log, setLog] = useState<string[]>([]);
  const [services] = useState<ConsentServices>(() => ({
    config: { gaId: 'G-EXEMPLO', metaPixelId: '000000' },
    tracking: {
      init: () => setLog((lines) => [...lines, 'Consent Mode: padrão negado']),
      apply: (choice) => setLog((lines) => [...lines, choice === 'accepted' ? 'Tags carregadas' : 'Nada carregado']),
    },
    store: createMemoryStorage(),
    whenIdle: (run) => {
      const handle = window.setTimeout(run, 0);
      return () => window.clearTimeout(handle);
    },
    loadBanner: () => Promise.resolve(ConsentBanner),
    now: () => new Date(),
  }));
  return (
    <Stack>
      <div>
        <Button type="button" variant="secondary" onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_EVENT))}>
          {footerContent.cookiePreferences}
        </Button>
      </div>
      <ol aria-label="O que a página faria">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
      <ConsentManager content={consentContent} privacyHref="/privacidade" services={services} />
    </Stack>
  );
};
Fluxo.storyName = 'Fluxo completo';
