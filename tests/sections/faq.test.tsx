import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqHeading } from '../../content/home';
import { faqItems } from '../../content/faq';
import { Faq } from '../../src/sections/faq/faq';
import { renderWithProviders } from '../render';

// Opening, the single-open group and the keyboard are the browser's own (<details name>): the end-to-end
// suite proves them in Chromium, with and without JavaScript (e2e/home-b, e2e/keyboard, e2e/native-controls).
describe('Faq', () => {
  const details = () => [...document.querySelectorAll('details')];

  it('renders every question as the heading of a closed disclosure, all in one single-open group', () => {
    renderWithProviders(<Faq heading={faqHeading} items={faqItems} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Perguntas frequentes' })).toBeInTheDocument();
    const all = details();
    expect(all).toHaveLength(faqItems.length);
    const group = all[0]!.getAttribute('name');
    expect(group).toBeTruthy();
    faqItems.forEach((item, i) => {
      const item$ = all[i]!;
      expect(item$).toHaveAttribute('name', group);
      expect(item$).not.toHaveAttribute('open');
      const summary = item$.firstElementChild!;
      expect(summary.tagName).toBe('SUMMARY');
      expect(summary.querySelector('h3')).toHaveTextContent(item.question);
      expect(item$).toHaveTextContent(item.answer);
    });
  });

  it('can start with one question open', () => {
    renderWithProviders(<Faq heading={faqHeading} items={faqItems} initialOpen={3} />);
    expect(details().filter((d) => d.open)).toEqual([details()[3]]);
    expect(details()[3]).toHaveTextContent('2 anos de garantia');
  });
});
