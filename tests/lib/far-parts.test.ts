import { describe, expect, it } from 'vitest';
import { FAR_PART_MARK, markFarParts } from '../../src/lib/far-parts';
import { LAZY_LAYOUT_ATTRIBUTE } from '../../src/lib/lazy-layout';

const VIEWPORT = 800;
/** Chrome draws a `content-visibility: auto` part within one and a half viewports of the viewport: 2000 px here. */
const REACH = VIEWPORT * 2.5;

/**
 * A page of `<main>` from markup whose elements say where they are drawn (`data-box="top height"`, in px from
 * the viewport's top, 412 px wide); an element without one has no box.
 */
function page(markup: string) {
  document.body.innerHTML = `<main>${markup}</main>`;
  for (const element of document.querySelectorAll<HTMLElement>('main *')) {
    const [top, height] = (element.dataset.box ?? '0 0').split(' ').map(Number) as [number, number];
    element.getBoundingClientRect = () => ({ top, bottom: top + height, height, width: 412 }) as DOMRect;
  }
  const win = { innerHeight: VIEWPORT, getComputedStyle: window.getComputedStyle.bind(window) } as unknown as Window;
  return markFarParts(document, win);
}

const marked = () => [...document.querySelectorAll(`[${FAR_PART_MARK}]`)].map((element) => element.id);

describe('the parts laid out lazily when the full faces arrive', () => {
  it('uses the lazy layout’s own mark, which the app takes off', () => {
    expect(FAR_PART_MARK).toBe(LAZY_LAYOUT_ATTRIBUTE);
  });

  it('marks each part wholly beyond the reach of the viewport, with its drawn size as its stand-in', () => {
    const count = page(`
      <section id="hero" data-box="0 600"></section>
      <section id="near" data-box="600 500"></section>
      <section id="within-chromes-margin" data-box="1100 900"></section>
      <section id="far" data-box="${REACH} 900"></section>
      <section id="farther" data-box="${REACH + 900} 312.5"></section>`);
    expect(count).toBe(2);
    expect(marked()).toEqual(['far', 'farther']);
    expect(document.getElementById('far')!.style.getPropertyValue('contain-intrinsic-size')).toBe('auto 412px auto 900px');
    expect(document.getElementById('farther')!.style.getPropertyValue('contain-intrinsic-size')).toBe('auto 412px auto 312.5px');
  });

  it('looks inside a part that crosses the reach for the far parts in it', () => {
    page(`
      <section id="hero" data-box="0 700"></section>
      <section id="details" data-box="700 2800">
        <div id="intro" data-box="700 1000"></div>
        <div id="crossing" data-box="1700 800">
          <p id="line" data-box="1700 40"></p>
          <p id="far-line" data-box="${REACH + 10} 40"></p>
        </div>
        <div id="specs" data-box="2500 1000"></div>
      </section>`);
    expect(marked()).toEqual(['far-line', 'specs']);
  });

  it('leaves the items of a row, whose content sizes their neighbours, and looks inside them instead', () => {
    page(`
      <div id="row" data-box="${REACH} 400" style="display: flex">
        <div id="left" data-box="${REACH} 400"><p id="left-text" data-box="${REACH} 100"></p></div>
        <div id="right" data-box="${REACH} 400"></div>
      </div>
      <div id="grid" data-box="${REACH + 400} 400" style="display: grid; grid-template-columns: 1fr 1fr">
        <div id="cell" data-box="${REACH + 400} 400"></div>
      </div>`);
    // The row and the grid themselves are blocks in a block: they are marked whole.
    expect(marked()).toEqual(['row', 'grid']);

    page(`
      <div id="crossing" data-box="1000 2000">
        <div id="row" data-box="1000 2000" style="display: flex">
          <div id="left" data-box="${REACH} 400"><p id="left-text" data-box="${REACH} 100"></p></div>
        </div>
        <div id="grid" data-box="1000 2000" style="display: grid; grid-template-columns: 1fr 1fr">
          <div id="cell" data-box="${REACH} 400"></div>
        </div>
        <div id="column" data-box="1000 2000" style="display: flex; flex-direction: column">
          <div id="stacked" data-box="${REACH} 400"></div>
        </div>
        <div id="one-column-grid" data-box="1000 2000" style="display: grid; grid-template-columns: 1fr">
          <div id="grid-item" data-box="${REACH} 400"></div>
        </div>
      </div>`);
    expect(marked()).toEqual(['left-text', 'stacked', 'grid-item']);
  });

  it('leaves a part that holds an element fixed to the viewport, shown or not, and inline boxes', () => {
    page(`
      <div id="with-tray" data-box="${REACH} 400"><div><div id="tray" style="position: fixed; display: none"></div></div></div>
      <span id="inline" data-box="${REACH + 400} 20" style="display: inline"></span>
      <div id="floating" data-box="${REACH + 420} 20" style="float: left"></div>
      <div id="plain" data-box="${REACH + 440} 300"></div>`);
    expect(marked()).toEqual(['plain']);
  });

  it('leaves what is marked already and what has no box, and marks nothing on a page without a main', () => {
    page(`
      <div id="section-slot" ${FAR_PART_MARK}="" data-box="${REACH} 400"></div>
      <div id="hidden" hidden data-box="0 0"></div>
      <div id="plain" data-box="${REACH + 400} 300"></div>`);
    expect(marked()).toEqual(['section-slot', 'plain']);
    expect(document.getElementById('section-slot')!.style.getPropertyValue('contain-intrinsic-size')).toBe('');

    document.body.innerHTML = '<div id="far"></div>';
    expect(markFarParts(document, window)).toBe(0);
  });
});
