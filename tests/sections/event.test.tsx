import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { event } from '../../content/event';
import EventPage from '../../src/pages/event-page';
import { renderWithProviders } from '../render';

function renderEvent() {
  return renderWithProviders(<EventPage />, { route: '/evento-conhecimento-arquitetos' });
}

describe('event page', () => {
  it('leads back home and names its subject in the main heading', () => {
    renderEvent();
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/rochas naturais/i);
  });

  it('plays the masterclass recording on demand, with a poster and a fallback text', () => {
    const { container } = renderEvent();
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toMatch(/\.mp4$/);
    expect(video).toHaveAttribute('poster', event.video.poster);
    expect(video).toHaveAttribute('controls');
    expect(['none', 'metadata']).toContain(video.getAttribute('preload'));
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveTextContent('Seu navegador não suporta o elemento de vídeo.');
  });

  it('shows the facts: 12 participating architects, Rio de Janeiro 2025', () => {
    renderEvent();
    const architects = screen.getByText('arquitetos participantes', { selector: 'dt' });
    expect(architects.nextElementSibling).toHaveTextContent('12');
    const city = screen.getByText('Rio de Janeiro', { selector: 'dt' });
    expect(city.nextElementSibling).toHaveTextContent('2025');
  });

  it('lists the four main topics', () => {
    renderEvent();
    const topics = screen.getByRole('region', { name: event.topicsTitle });
    const items = within(topics).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(event.topics.map((t) => t.title));
  });

  it('quotes a participant', () => {
    renderEvent();
    const quote = screen.getByText(event.quote.text).closest('figure')!;
    expect(quote).toHaveTextContent(event.quote.author);
    expect(quote).toHaveTextContent(event.quote.role);
  });

  it('opens a WhatsApp chat about upcoming events in a new tab', () => {
    renderEvent();
    const link = screen.getByRole('link', { name: new RegExp(event.cta.label) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href')!);
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe(`/${company.whatsapp.replace(/\D/g, '')}`);
    const text = url.searchParams.get('text')!;
    expect(text).toBe(event.cta.message);
    expect(text).toMatch(/próximos eventos/);
  });
});
