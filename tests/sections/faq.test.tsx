import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqHeading } from '../../content/home';
import { faqItems } from '../../content/faq';
import { Faq } from '../../src/sections/faq/faq';
import { faqReducer } from '../../src/sections/faq/faq-state';
import { renderWithProviders } from '../render';

describe('faqReducer', () => {
  it('opens one question at a time and collapses the open one when toggled again', () => {
    expect(faqReducer(null, { type: 'toggle', index: 2 })).toBe(2);
    expect(faqReducer(2, { type: 'toggle', index: 4 })).toBe(4);
    expect(faqReducer(4, { type: 'toggle', index: 4 })).toBeNull();
    expect(faqReducer(1, { type: 'close' })).toBeNull();
  });
});

describe('Faq', () => {
  const question = (i: number) => screen.getByRole('button', { name: faqItems[i]!.question });
  /** Answer regions shown to assistive technology (the section itself is a region too). */
  const answers = () => screen.queryAllByRole('region', { name: (name) => faqItems.some((item) => item.question === name) });

  it('renders every question as a collapsed button inside a heading, controlling its answer region', () => {
    renderWithProviders(<Faq heading={faqHeading} items={faqItems} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Perguntas frequentes' })).toBeInTheDocument();
    faqItems.forEach((item, i) => {
      const button = question(i);
      expect(button.closest('h3')).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const region = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('aria-labelledby', button.id);
      expect(region).toHaveTextContent(item.answer);
    });
    expect(answers()).toHaveLength(0);
  });

  it('keeps a single question open and lets the open one collapse', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq heading={faqHeading} items={faqItems} />);

    await user.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: faqItems[0]!.question })).toHaveTextContent('30 a 45 dias úteis');

    await user.click(question(2));
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(answers()).toHaveLength(1);

    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(answers()).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq heading={faqHeading} items={faqItems} />);
    question(1).focus();
    await user.keyboard('{Enter}');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start with one question open', () => {
    renderWithProviders(<Faq heading={faqHeading} items={faqItems} initialOpen={3} />);
    expect(question(3)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: faqItems[3]!.question })).toHaveTextContent('2 anos de garantia');
  });
});
