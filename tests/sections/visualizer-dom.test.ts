import { afterEach, describe, expect, it } from 'vitest';
import { changeOf, checkRoom, checkStones, paintSlab, readChoices, showFitNote } from '../../src/sections/visualizer/visualizer-dom';
import { beforeScriptRules, visualizerRules } from '../../src/sections/visualizer/visualizer-rules';
import type { VisualizerChoices, RoomsShape } from '../../src/sections/visualizer/visualizer-dom';

const rooms: RoomsShape = [
  { slug: 'cozinha', surfaces: [{ key: 'bancada' }, { key: 'parede' }] },
  { slug: 'sala', surfaces: [{ key: 'piso' }] },
];
const first: VisualizerChoices = {
  room: 'cozinha',
  stones: { cozinha: { bancada: 'mont-blanc', parede: 'mont-blanc' }, sala: { piso: 'carrara' }, banheiro: {}, 'area-gourmet': {} },
  activeSurface: { cozinha: 'bancada', sala: 'piso', banheiro: 'bancada', 'area-gourmet': 'bancada' },
};
const radio = (name: string, value: string, checked: boolean) => `<label><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}></label>`;
const row = (name: string, checked: string) =>
  `<fieldset><ul data-swatch-row>${['mont-blanc', 'carrara', 'taj-mahal'].map((v) => `<li>${radio(name, v, v === checked)}</li>`).join('')}</ul><div data-fit-notes>${['mont-blanc', 'carrara', 'taj-mahal'].map((v) => `<p data-fit-note="${v}"></p>`).join('')}</div></fieldset>`;

function mount() {
  document.body.innerHTML = `<div data-visualizer>
    <form data-rooms>${radio('ambiente', 'cozinha', true)}${radio('ambiente', 'sala', false)}</form>
    <div data-stage><div data-room-picture="cozinha"><div data-surface="bancada"></div><div data-surface="parede"></div></div></div>
    <div data-panel>
      <form data-room-panel="cozinha">${radio('editar', 'bancada', true)}${radio('editar', 'parede', false)}${row('bancada', 'mont-blanc')}${row('parede', 'mont-blanc')}</form>
      <form data-room-panel="sala">${row('piso', 'carrara')}</form>
    </div></div>`;
  return document.querySelector<HTMLElement>('[data-visualizer]')!;
}
const input = (root: HTMLElement, panel: string, name: string, value: string) => root.querySelector<HTMLInputElement>(`[data-room-panel="${panel}"] input[name="${name}"][value="${value}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the visualizer’s radios as its state', () => {
  it('reads the room, each surface’s stone and the open surface from the checked radios', () => {
    const root = mount();
    input(root, 'cozinha', 'parede', 'carrara').checked = true;
    input(root, 'cozinha', 'editar', 'parede').checked = true;
    expect(readChoices(root, rooms, first)).toEqual({
      room: 'cozinha',
      stones: { ...first.stones, cozinha: { bancada: 'mont-blanc', parede: 'carrara' }, sala: { piso: 'carrara' } },
      activeSurface: { ...first.activeSurface, cozinha: 'parede' },
    });
  });

  it('checks the room and the stones an address asks for', () => {
    const root = mount();
    checkRoom(root, 'sala');
    checkStones(root, 'sala', { piso: 'taj-mahal' });
    const read = readChoices(root, rooms, first);
    expect(read.room).toBe('sala');
    expect(read.stones.sala).toEqual({ piso: 'taj-mahal' });
  });

  it('tells a room, a surface and a stone apart by where the radio is', () => {
    const root = mount();
    expect(changeOf(root.querySelector('[data-rooms] input[value="sala"]'))).toEqual({ kind: 'room', room: 'sala' });
    expect(changeOf(input(root, 'cozinha', 'editar', 'parede'))).toEqual({ kind: 'surface', room: 'cozinha', surface: 'parede' });
    expect(changeOf(input(root, 'cozinha', 'bancada', 'taj-mahal'))).toEqual({ kind: 'stone', room: 'cozinha', surface: 'bancada', slug: 'taj-mahal' });
    expect(changeOf(root)).toBeUndefined();
  });

  it('draws a stone on its surface alone, and marks the checked stone’s fit note in its row alone', () => {
    const root = mount();
    paintSlab(root, 'cozinha', 'bancada', 'taj-mahal');
    expect(root.querySelector<HTMLElement>('[data-surface="bancada"]')!.style.getPropertyValue('--slab-cozinha-bancada')).toContain('/media/visualizer/cozinha/bancada/taj-mahal.avif');
    expect(root.querySelector<HTMLElement>('[data-surface="parede"]')!.getAttribute('style')).toBeNull();

    const chosen = input(root, 'cozinha', 'bancada', 'carrara');
    showFitNote(input(root, 'cozinha', 'bancada', 'mont-blanc'));
    chosen.checked = true;
    showFitNote(chosen);
    const shown = [...root.querySelectorAll('[data-fit-note][data-shown]')].map((note) => note.getAttribute('data-fit-note'));
    expect(shown).toEqual(['carrara']);
  });
});

describe('the rules before the script runs', () => {
  const input = { rooms, stones: ['mont-blanc', 'carrara', 'taj-mahal'] };

  it('give every surface each stone’s slab and every row each stone’s fit note, scoped to the visualizer', () => {
    const css = beforeScriptRules(input).split('\n');
    expect(css).toHaveLength(3 + 3 * 3);
    expect(css).toContain('[data-visualizer] [data-swatch-row]:has(input[value="carrara"]:checked) ~ [data-fit-notes] > [data-fit-note="carrara"]{visibility:visible}');
    expect(css.filter((rule) => rule.startsWith('[data-visualizer]:has(#sala-piso-'))).toHaveLength(3);
  });

  it('leave the script’s rules with one rule for the note it marks, and no rule for a slab', () => {
    const selectors = Object.keys(visualizerRules(input));
    expect(selectors.filter((s) => s.includes('data-fit-note'))).toEqual(['& [data-fit-notes] > [data-fit-note][data-shown]']);
    expect(selectors.some((s) => s.includes('data-room-picture='))).toBe(false);
  });
});
