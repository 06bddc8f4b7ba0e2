import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hero } from '../../content/home';
import { Hero } from '../../src/sections/hero/hero';
import { splitEmphasis } from '../../src/sections/hero/split-emphasis';
import { renderWithProviders } from '../render';

describe('splitEmphasis', () => {
  it('splits around the last occurrence of the emphasised word', () => {
    expect(splitEmphasis('A pedra é matéria. A obra é assinatura.', 'assinatura')).toEqual({
      before: 'A pedra é matéria. A obra é ',
      emphasis: 'assinatura',
      after: '.',
    });
    expect(splitEmphasis('pedra sobre pedra', 'pedra').before).toBe('pedra sobre ');
  });
  it('keeps the whole headline plain when the word is not in it', () => {
    expect(splitEmphasis('Matéria e obra', 'assinatura')).toEqual({ before: 'Matéria e obra', emphasis: '', after: '' });
    expect(splitEmphasis('Matéria e obra', '')).toEqual({ before: 'Matéria e obra', emphasis: '', after: '' });
  });
});

describe('<Hero>', () => {
  it('states the promise with its key word in emphasis', () => {
    renderWithProviders(<Hero content={hero} />);
    const headline = screen.getByRole('heading', { level: 2 });
    expect(headline.textContent).toBe(hero.headline);
    expect(headline.querySelector('em')).toHaveTextContent('assinatura');
    // The section is a landmark named by its headline.
    expect(screen.getByRole('region')).toHaveAttribute('aria-labelledby', headline.id);
  });

  it('shows the three figures of the spec', () => {
    renderWithProviders(<Hero content={hero} />);
    for (const value of ['500+', '1000+', '98%']) expect(screen.getByText(value)).toBeInTheDocument();
  });

  it('has one call to action, which scrolls to the budget form on the home page', async () => {
    const user = userEvent.setup();
    const form = document.createElement('section');
    form.id = 'budget-form';
    const scrollIntoView = vi.fn();
    form.scrollIntoView = scrollIntoView;
    document.body.append(form);

    renderWithProviders(<Hero content={hero} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Quero orçar meu projeto');
    expect(links[0]).toHaveAttribute('href', '/#budget');
    await user.click(links[0]!);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    form.remove();
  });

  it('quotes the architect by name', () => {
    renderWithProviders(<Hero content={hero} />);
    expect(screen.getByText(hero.architect.quote)).toBeInTheDocument();
    expect(screen.getByText(hero.architect.name)).toBeInTheDocument();
  });

  it('loads the stone image with priority, without lazy loading', () => {
    renderWithProviders(<Hero content={hero} />);
    const img = screen.getByRole('img', { name: hero.image.alt });
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });
});
