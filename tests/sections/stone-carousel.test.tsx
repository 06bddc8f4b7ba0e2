import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carouselHeading, carouselLabels } from '../../content/home';
import { carouselStones } from '../../content/stones';
import { nextIndex } from '../../src/sections/stone-carousel/next-index';
import { StoneCarousel } from '../../src/sections/stone-carousel/stone-carousel';
import { swipeStep } from '../../src/sections/stone-carousel/use-swipe';
import { renderWithProviders } from '../render';

const names = carouselStones.map((s) => s.name);
const dotName = (name: string) => carouselLabels.goTo.replace('{name}', name);

describe('nextIndex', () => {
  it('moves forward and back inside the list', () => {
    expect(nextIndex(0, 1, 4)).toBe(1);
    expect(nextIndex(2, -1, 4)).toBe(1);
  });
  it('wraps past the last and before the first', () => {
    expect(nextIndex(3, 1, 4)).toBe(0);
    expect(nextIndex(0, -1, 4)).toBe(3);
    expect(nextIndex(1, -6, 4)).toBe(3);
    expect(nextIndex(2, 9, 4)).toBe(3);
  });
  it('jumps (delta 0) to any index, normalised', () => {
    expect(nextIndex(5, 0, 4)).toBe(1);
    expect(nextIndex(0, 0, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('turns a left swipe into next and a right swipe into previous', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });
  it('ignores short or mostly vertical moves', () => {
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('<StoneCarousel>', () => {
  const renderCarousel = (initialIndex?: number) =>
    renderWithProviders(
      <StoneCarousel heading={carouselHeading} stones={carouselStones} labels={carouselLabels} initialIndex={initialIndex} />,
    );
  // Hidden slides are out of the accessibility tree: the only visible slide group is the current one.
  const currentSlide = () => screen.getByRole('group');
  const currentName = () => currentSlide().querySelector('h3')?.textContent;

  it('is an ARIA carousel of four labelled slides that starts on the first stone', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: carouselHeading.title });
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(4);
    slides.forEach((slide, i) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAttribute('aria-label', `${i + 1} de 4`);
    });
    expect(currentName()).toBe('Taj Mahal');
    expect(currentSlide()).toHaveAttribute('aria-label', '1 de 4');
    expect(screen.getByRole('button', { name: dotName('Taj Mahal') })).toHaveAttribute('aria-current', 'true');
  });

  it('shows category, description, applications and characteristics of the current stone', () => {
    renderCarousel();
    const slide = currentSlide();
    const stone = carouselStones[0]!;
    expect(slide).toHaveTextContent(stone.category);
    expect(slide).toHaveTextContent(stone.description);
    for (const item of [...stone.applications, ...stone.characteristics]) expect(slide).toHaveTextContent(item);
  });

  it('goes forward and wraps from the last stone to the first', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const next = screen.getByRole('button', { name: carouselLabels.next });
    for (const expected of [names[1], names[2], names[3], names[0]]) {
      await user.click(next);
      expect(currentName()).toBe(expected);
    }
  });

  it('goes back from the first stone to the last', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: carouselLabels.previous }));
    expect(currentName()).toBe('Ijen Blue');
    expect(currentSlide()).toHaveAttribute('aria-label', '4 de 4');
  });

  it('jumps to a stone from its dot and marks that dot current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: dotName('Antartic White') }));
    expect(currentName()).toBe('Antartic White');
    expect(screen.getByRole('button', { name: dotName('Antartic White') })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: dotName('Taj Mahal') })).not.toHaveAttribute('aria-current');
  });

  it('announces the slide politely, but only after the visitor moves the carousel', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: carouselLabels.next }));
    expect(live).toHaveTextContent('Michelangelo Calacatta, 2 de 4');
  });

  it('follows a touch swipe on the image', () => {
    renderCarousel();
    const frame = currentSlide().querySelector('img')!.closest('div')!;
    fireEvent.pointerDown(frame, { pointerType: 'touch', pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerType: 'touch', pointerId: 1, clientX: 180, clientY: 110 });
    expect(currentName()).toBe('Michelangelo Calacatta');
    const back = currentSlide().querySelector('img')!.closest('div')!;
    fireEvent.pointerDown(back, { pointerType: 'touch', pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(back, { pointerType: 'touch', pointerId: 2, clientX: 260, clientY: 100 });
    expect(currentName()).toBe('Taj Mahal');
  });

  it('can start on any stone', () => {
    renderCarousel(3);
    expect(currentName()).toBe('Ijen Blue');
  });
});

describe('StoneCarousel tooltips', () => {
  it('shows each icon-only control’s name in a tooltip on keyboard focus, and the control keeps its name', () => {
    renderWithProviders(<StoneCarousel heading={carouselHeading} stones={carouselStones} labels={carouselLabels} />);
    const names = [...carouselStones.map((stone) => dotName(stone.name)), carouselLabels.previous, carouselLabels.next];
    for (const name of names) {
      const control = screen.getByRole('button', { name });
      act(() => control.focus());
      expect(document.querySelector('[data-tooltip]')).toHaveTextContent(name);
      expect(control).toHaveAccessibleName(name);
    }
  });
});
