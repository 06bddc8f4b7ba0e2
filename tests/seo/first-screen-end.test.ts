import { describe, expect, it } from 'vitest';
import { firstScreenEndHint, firstScreenEndId } from '../../scripts/first-screen-end.mjs';

describe('the first screen end that a prerendered page waits for before drawing', () => {
  it('is the first element with an id after the first section of <main> has closed', () => {
    const html =
      '<header id="topo"><nav id="menu"></nav></header><main id="conteudo"><h1 id="t">Granitos</h1>' +
      '<section id="hero"><div id="plate"><section id="nested"></section><div id="picker"></div></div></section>' +
      '<p class="x">texto</p><section data-id="no" id="granitos-detalhes"></section></main>';
    expect(firstScreenEndId(html)).toBe('granitos-detalhes');
    expect(firstScreenEndHint(html)).toBe('<link rel="expect" href="#granitos-detalhes" blocking="render">');
  });

  it('does not take an attribute that merely ends in "id"', () => {
    const html = '<main><section></section><div data-id="x" aria-describedby="y"><p id="z"></p></div></main>';
    expect(firstScreenEndId(html)).toBe('z');
  });

  it('is the first element with an id after <main> when <main> has no section of its own', () => {
    const html = '<main id="conteudo"><header id="intro"><h1>Cozinha</h1></header><div id="cards"></div></main><span id="fim-do-conteudo" hidden></span><footer><section id="rodape"></section><p id="x"></p></footer>';
    expect(firstScreenEndId(html)).toBe('fim-do-conteudo');
  });

  it('asks for nothing when there is no section in <main> or nothing after it', () => {
    expect(firstScreenEndId('<main><p id="a">Página não encontrada</p></main>')).toBeNull();
    expect(firstScreenEndId('<main><section id="only"></section></main>')).toBeNull();
    expect(firstScreenEndHint('<main></main>')).toBe('');
  });
});
