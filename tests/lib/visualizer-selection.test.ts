import { describe, expect, it } from 'vitest';
import { visualizerRooms } from '../../content/visualizer';
import { visualizerLinks } from '../../content/visualizer-links';
import { findCatalogueStone } from '../../content/catalogue';
import { budgetHrefFor, estimateHref, selectionFromSearch, visualizerHref } from '../../src/lib/visualizer-selection';
import { budgetStonesParam } from '../../src/lib/budget-anchor';
import { visualizerHrefWith } from '../../src/lib/visualizer-links';

const isStone = (slug: string) => findCatalogueStone(slug) !== undefined;
const read = (search: string) => selectionFromSearch(search, visualizerRooms, isStone);

describe('visualizer selection', () => {
  it('reads the room and each surface from the address, the rest at the room defaults', () => {
    const selection = read('?ambiente=cozinha&bancada=taj-mahal&parede=carrara');
    expect(selection.room.slug).toBe('cozinha');
    expect(selection.stones).toEqual({ bancada: 'taj-mahal', ilha: 'mont-blanc', parede: 'carrara' });
  });

  it('ignores an unknown room, an unknown stone and a surface the room does not have', () => {
    const selection = read('?ambiente=garagem&bancada=marmorite&piso=carrara');
    expect(selection.room.slug).toBe('cozinha');
    expect(selection.stones.bancada).toBe('mont-blanc');
    expect(selection.stones).not.toHaveProperty('piso');
  });

  it('writes an address that reads back to the same selection', () => {
    const selection = read('?ambiente=banheiro&bancada=nero-marquina&parede=carrara');
    const href = visualizerHref(selection.room, selection.stones);
    expect(href).toBe('/visualizar?ambiente=banheiro&bancada=nero-marquina&parede=carrara');
    expect(read(href.slice(href.indexOf('?')))).toEqual(selection);
  });

  it('opens a stone on every surface of the room', () => {
    expect(visualizerHrefWith(visualizerLinks.room, ['carrara'])).toBe('/visualizar?ambiente=cozinha&bancada=carrara&ilha=carrara&parede=carrara');
  });

  it('leads to the estimate with the room and each stone once', () => {
    expect(estimateHref(read('?ambiente=cozinha&bancada=taj-mahal&ilha=taj-mahal&parede=carrara'))).toBe('/estimativa?ambiente=cozinha&pedras=taj-mahal,carrara');
    expect(estimateHref(read('?ambiente=sala&piso=carrara'))).toBe('/estimativa?pedras=carrara');
  });

  it('asks the budget form about the stones and the room, in the form the form reads', () => {
    const href = budgetHrefFor(read('?ambiente=cozinha&bancada=taj-mahal&ilha=taj-mahal&parede=carrara'));
    expect(href).toBe('/?pedras=taj-mahal,carrara&ambiente=cozinha#budget');
    expect(budgetStonesParam(href.slice(1, href.indexOf('#')))).toEqual(['taj-mahal', 'carrara']);
    const one = budgetHrefFor(read('?ambiente=sala&piso=carrara'));
    expect(one).toBe('/?pedras=carrara&ambiente=outro#budget');
    expect(budgetStonesParam(one.slice(1, one.indexOf('#')))).toEqual(['carrara']);
  });

  it('defaults every surface to a stone of the catalogue', () => {
    for (const room of visualizerRooms) for (const surface of room.surfaces) expect(isStone(surface.defaultStone), surface.defaultStone).toBe(true);
  });

  it('links into the visualizer’s own first room, surface by surface', () => {
    expect(visualizerLinks.room).toEqual({ slug: visualizerRooms[0]!.slug, surfaces: visualizerRooms[0]!.surfaces.map((s) => s.key) });
  });
});

describe('a comparison in the room', () => {
  it('puts each compared stone on a surface of its own, side by side', () => {
    expect(visualizerHrefWith(visualizerLinks.room, ['taj-mahal', 'carrara'])).toBe('/visualizar?ambiente=cozinha&bancada=taj-mahal&ilha=carrara&parede=taj-mahal');
  });
});
