import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../src/ui/picture';
import { renderWithProviders } from '../render';

const image = { src: 'stones/nero-marquina', alt: 'Mármore Nero Marquina', ratio: 3 / 2 };

describe('Picture', () => {
  it('offers AVIF before WebP with the same sizes, and an img with alt and explicit dimensions', () => {
    const { container } = renderWithProviders(<Picture image={image} sizes="(min-width: 1024px) 50vw, 100vw" />);
    const sources = container.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining('/media/stones/nero-marquina-480.avif 480w'));
    expect(sources[1]).toHaveAttribute('srcset', expect.stringContaining('/media/stones/nero-marquina-1600.webp 1600w'));
    sources.forEach((s) => expect(s).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw'));
    const img = screen.getByRole('img', { name: 'Mármore Nero Marquina' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('src', '/media/stones/nero-marquina-800.webp');
  });

  it('loads lazily and decodes off the main thread below the fold', () => {
    renderWithProviders(<Picture image={image} sizes="100vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high fetch priority when it is the priority image', () => {
    renderWithProviders(<Picture image={image} sizes="100vw" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('limits the srcset to the widths it is given', () => {
    const { container } = renderWithProviders(<Picture image={{ ...image, ratio: 1 }} sizes="120px" widths={[480, 800]} />);
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/media/stones/nero-marquina-480.avif 480w, /media/stones/nero-marquina-800.avif 800w');
    expect(screen.getByRole('img')).toHaveAttribute('width', '800');
    expect(screen.getByRole('img')).toHaveAttribute('height', '800');
  });
});
