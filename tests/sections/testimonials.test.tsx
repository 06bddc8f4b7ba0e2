import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testimonialsClosing, testimonialsHeading, testimonialsLabels } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { videoControlLabels } from '../../content/video-controls';
import { Testimonials } from '../../src/sections/testimonials/testimonials';
import { installFakeIntersectionObserver } from '../fakes/intersection-observer';
import { installMatchMedia } from '../fakes/match-media';
import { renderWithProviders } from '../render';

let play: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => Promise<void>>>;

beforeEach(() => {
  play = vi.fn(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderSection(items = testimonials) {
  return renderWithProviders(
    <Testimonials
      heading={testimonialsHeading}
      testimonials={items}
      labels={testimonialsLabels}
      videoLabels={videoControlLabels}
      closing={testimonialsClosing}
    />,
  );
}

describe('Testimonials', () => {
  it('shows the three customer cards, with a lazily loaded poster under the video, inline and no download, fullscreen or remote playback', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Vozes Autênticas' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const [i, card] of cards.entries()) {
      expect(within(card).getByRole('heading', { level: 3, name: testimonials[i]!.title })).toBeInTheDocument();
      const video = card.querySelector('video')!;
      // Below the fold: the poster is an image fetched as it nears the screen, shown through the video
      // until its first frame, not a poster attribute the browser would fetch with the first screen.
      expect(video).not.toHaveAttribute('poster');
      const poster = video.previousElementSibling!;
      expect(poster.tagName).toBe('IMG');
      expect(poster).toHaveAttribute('src', testimonials[i]!.thumbnail);
      expect(poster).toHaveAttribute('loading', 'lazy');
      expect(video).toHaveAttribute('playsinline');
      expect(video).toHaveAttribute('controlslist', 'nodownload nofullscreen noremoteplayback');
      expect(video).toHaveAttribute('disablepictureinpicture');
      expect(['none', 'metadata']).toContain(video.getAttribute('preload'));
    }
  });

  it('does not render the reel link as a link', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    renderSection();
    const links = screen.getAllByRole('link');
    expect(links.some((link) => link.getAttribute('href')?.includes('instagram'))).toBe(false);
  });

  it('plays a card muted only once it is in view, and offers a visible pause control', async () => {
    installMatchMedia();
    const io = installFakeIntersectionObserver();
    renderSection();
    const card = screen.getAllByRole('article')[0]!;
    const video = card.querySelector('video')!;
    expect(play).not.toHaveBeenCalled();

    act(() => io.observersOf(video).forEach((o) => o.report(1)));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);

    const pause = within(card).getByRole('button', { name: 'Pausar vídeo' });
    await userEvent.click(pause);
    expect(video.paused).toBe(true);
    expect(within(card).getByRole('button', { name: 'Reproduzir vídeo' })).toBeInTheDocument();
  });

  it('turns the sound on when the visitor asks for it', async () => {
    installMatchMedia();
    const io = installFakeIntersectionObserver();
    renderSection();
    const card = screen.getAllByRole('article')[1]!;
    const video = card.querySelector('video')!;
    act(() => io.observersOf(video).forEach((o) => o.report(1)));
    await userEvent.click(within(card).getByRole('button', { name: 'Tocar com som' }));
    expect(video.muted).toBe(false);
  });

  it('never autoplays under reduced motion: poster and a play button instead', () => {
    installMatchMedia({ reducedMotion: true });
    const io = installFakeIntersectionObserver();
    renderSection();
    const card = screen.getAllByRole('article')[0]!;
    act(() => io.all().forEach((o) => o.report(1)));
    expect(play).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Reproduzir vídeo' })).toBeInTheDocument();
  });

  it('shows "Vídeo em breve" for a card without a video', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    const { videoSrc: _omit, ...withoutVideo } = testimonials[0]!;
    renderSection([withoutVideo, testimonials[1]!]);
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('Vídeo em breve')).toBeInTheDocument();
    expect(card.querySelector('video')).toBeNull();
  });

  it('closes with "Sua Voz Pode Ser a Próxima" and a link to the budget form', () => {
    installMatchMedia();
    installFakeIntersectionObserver();
    renderSection();
    expect(screen.getByRole('heading', { name: 'Sua Voz Pode Ser a Próxima' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Meu Projeto' })).toHaveAttribute('href', '/#budget');
  });
});
