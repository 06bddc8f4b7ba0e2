// The section on the home page: a prerendered shell that looks exactly like step 1, replaced by
// the wizard's lazily loaded code when the visitor gets close, without losing what was typed.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { loadDraft, saveDraft } from '../../src/lib/budget-draft';
import { browserStorage } from '../../src/lib/storage';
import { BudgetSection } from '../../src/sections/budget-wizard/budget-section';
import { NEAR_MARGIN } from '../../src/lib/near-parts';
import { loadBudgetWizard } from '../../src/sections/budget-wizard/use-wizard-loader';
import { installFakeIntersectionObserver } from '../fakes/intersection-observer';
import { renderWithProviders } from '../render';
import { validValues } from '../lib/budget-fixtures';
import { fakeDeps } from './budget-wizard-harness';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

function renderSection() {
  const io = installFakeIntersectionObserver();
  const loadWizard = vi.fn(loadBudgetWizard);
  const fake = fakeDeps();
  const view = renderWithProviders(<BudgetSection deps={fake.deps} loadWizard={loadWizard} />);
  const section = view.container.querySelector('#budget-form') as HTMLElement;
  return { ...view, io, loadWizard, section, fake };
}

const wizardLoaded = () => screen.findByRole('region', { name: /Notifications/ });

/** Tags and classes of the card, which decide its size: identical means no layout shift. */
/**
 * The card's elements and their styles. The shell's notice for code that never arrives is left out: it
 * takes no room while hidden (shell-fallback.tsx), so it is not part of what the visitor sees swap.
 */
function structure(element: Element): string {
  const own = `${element.tagName}.${element.getAttribute('class') ?? ''}`;
  return [own, ...[...element.children].filter((child) => !child.hasAttribute('data-budget-fallback')).map(structure)].join('|');
}

describe('budget section', () => {
  it('keeps the anchors every call to action relies on', () => {
    const { section } = renderSection();
    expect(section.tagName).toBe('SECTION');
    expect(section.querySelector('span#budget')).not.toBeNull();
    const heading = screen.getByRole('heading', { level: 2, name: 'Conte-nos sobre o seu projeto' });
    expect(heading).toHaveAttribute('data-budget-focus');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(section).toHaveAttribute('aria-labelledby', heading.id);
  });

  it('shows step 1 without loading the wizard while the section is far away', () => {
    const { loadWizard, io, section } = renderSection();
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toBeInTheDocument();
    expect(loadWizard).not.toHaveBeenCalled();
    const [observer] = io.observersOf(section);
    expect(observer?.options.rootMargin).toBe(NEAR_MARGIN);
    expect(NEAR_MARGIN).toMatch(/^600px/);
  });

  it('loads the wizard when the section comes within the margin, and the card does not change', async () => {
    const { loadWizard, io, section } = renderSection();
    const before = structure(section.querySelector('[data-budget-card]')!);
    act(() => io.observersOf(section).forEach((o) => o.report(0.01)));
    expect(loadWizard).toHaveBeenCalledTimes(1);
    await wizardLoaded();
    expect(section.querySelector('[data-budget-shell]')).toBeNull();
    expect(structure(section.querySelector('[data-budget-card]')!)).toBe(before);
  });

  it('says so at once when the wizard’s code fails to load, and Tentar novamente keeps what was typed before reloading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const user = userEvent.setup();
    installFakeIntersectionObserver();
    const loadWizard = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = renderWithProviders(<BudgetSection deps={fakeDeps().deps} loadWizard={loadWizard} reload={reload} />);
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Carla Offline');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(container.querySelector('[data-budget-fallback]')).toHaveAttribute('data-failed'));
    expect(screen.getByText('O formulário ainda não carregou.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(loadDraft(browserStorage)?.values.name).toBe('Carla Offline');
  });

  it('loads it as soon as the visitor focuses or points into the section', async () => {
    const { loadWizard, section } = renderSection();
    act(() => section.querySelector('h2')!.focus());
    expect(loadWizard).toHaveBeenCalledTimes(1);
    await wizardLoaded();
  });

  it('loads it at once for /#budget', async () => {
    window.history.replaceState(null, '', '/#budget');
    const { loadWizard } = renderSection();
    expect(loadWizard).toHaveBeenCalledTimes(1);
    await wizardLoaded();
  });

  it('loads it at once and restores a saved draft', async () => {
    saveDraft(browserStorage, { values: validValues, step: 3 });
    const { loadWizard } = renderSection();
    expect(loadWizard).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Etapa 3 de 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Quartzito' })).toBeChecked();
  });

  it('hands over what was typed in the shell, keeps the focus there, and honours an early Continue', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeIntersectionObserver();
    const loadWizard = vi.fn(() => gate.then(loadBudgetWizard));
    renderWithProviders(<BudgetSection deps={fakeDeps().deps} loadWizard={loadWizard} />);
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Carla');
    await user.type(screen.getByRole('textbox', { name: /Telefone/ }), '21 3333-4444');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(loadWizard).toHaveBeenCalledTimes(1);
    release();
    await wizardLoaded();
    const name = screen.getByRole('textbox', { name: /Nome completo/ });
    expect(name).toHaveValue('Carla');
    expect(screen.getByRole('textbox', { name: /Telefone/ })).toHaveValue('(21) 3333-4444');
    // Continue was pressed before the code arrived: the wizard validated step 1 and shows what is missing.
    await waitFor(() => expect(screen.getByText('Email inválido')).toBeInTheDocument());
    // Focus moves in an effect of a later render than the one that shows the message.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveFocus());
  });

  it('never swaps the shell in the middle of a press: Continuar pressed as the code arrives still continues', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeIntersectionObserver();
    const loadWizard = vi.fn(() => gate.then(loadBudgetWizard));
    renderWithProviders(<BudgetSection deps={fakeDeps().deps} loadWizard={loadWizard} />);
    const shellButton = screen.getByRole('button', { name: 'Continuar' });
    // The finger lands (which also asks for the code), and the code arrives before it lifts.
    act(() => {
      shellButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(loadWizard).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      await gate;
      await loadWizard.mock.results[0]!.value;
    });
    // Still the shell's button: the one being pressed.
    expect(shellButton).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    // The finger lifts: the click reaches the button pressed, then the wizard takes over and continues.
    act(() => {
      shellButton.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      shellButton.click();
    });
    await wizardLoaded();
    expect(shellButton).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument());
  });
});

describe('code splitting', () => {
  const root = path.resolve(__dirname, '../..');

  /** Every module reachable from `file` through static imports (dynamic import() is where splitting happens). */
  function staticGraph(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      const spec = match[1]!;
      if (!spec.startsWith('.')) {
        seen.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((c) => {
        try {
          readFileSync(c);
          return true;
        } catch {
          return false;
        }
      });
      if (found) staticGraph(found, seen);
    }
    return seen;
  }

  it('keeps Formik, yup and supabase-js out of what the home page loads first', () => {
    const graph = [...staticGraph(path.join(root, 'src/sections/budget-wizard/budget-section.tsx'))];
    expect(graph.filter((m) => /^(formik|yup|@supabase\/)/.test(m))).toEqual([]);
    expect(graph.some((m) => m.endsWith('budget-wizard.tsx') || m.endsWith('leads.ts'))).toBe(false);
  });

  it('keeps supabase-js out of the wizard until submit, and the page-load outbox check tiny', () => {
    const wizard = [...staticGraph(path.join(root, 'src/sections/budget-wizard/budget-wizard.tsx'))];
    expect(wizard).toContain('formik');
    expect(wizard.filter((m) => m.startsWith('@supabase/'))).toEqual([]);
    const flush = [...staticGraph(path.join(root, 'src/lib/outbox-flush.ts'))].map((m) => path.basename(m));
    expect(flush.sort()).toEqual(['network.ts', 'outbox-flush.ts', 'outbox-keys.ts', 'outbox-retry.ts', 'storage.ts', 'timers.ts']);
  });
});
