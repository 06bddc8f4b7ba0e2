import { describe, expect, it } from 'vitest';
import { firstScreenFaces, specificity } from '../../scripts/fonts/first-screen-faces.mjs';

const display = "'Fraunces Variable', 'Fraunces Fallback', Georgia, serif";
const body = "'Manrope Variable', 'Manrope Fallback', Arial, sans-serif";
const base = `body{font-family:${body};font-weight:400}h1,h2,h3,h4{font-family:${display};font-weight:400}`;

/** A page as the prerender writes it: styles in the head, a header, then <main> with its first block. */
const page = (css: string, main: string, header = '<header><a href="/">Lavra</a></header>') =>
  `<!doctype html><html lang="pt-BR"><head><style data-global>${base}</style><style data-ssr-emotion="css x">${css}</style></head>` +
  `<body><div id="root">${header}<main>${main}</main></div><script type="module">const ignored = "Ω";</script></body></html>`;

const chars = (text: string) => [...new Set(text)].sort().join('');
const has = (face: { characters: string } | undefined, text: string) => [...text].every((char) => face?.characters.includes(char));

describe("what each brand face draws on a page's first screen", () => {
  it('gives the headline to the display face, its italic word to the italic face and the rest to the body face', () => {
    const faces = firstScreenFaces(
      page('.hero h1{font-weight:350} .hero h1 em{font-style:italic;font-weight:400}', '<section class="hero"><h1>Pedra com <em>alma</em></h1><p>Texto do corpo</p></section>'),
    );
    expect(faces.display?.characters.replace(/[\s\u00a0]/g, '')).toBe(chars('Pedracom'));
    expect(faces.displayItalic?.characters.replace(/[\s\u00a0]/g, '')).toBe(chars('alma'));
    expect(has(faces.body, 'LavraTextodocorpo')).toBe(true);
    // The header's and body's letters stay out of the headline faces.
    expect(has(faces.display, 'T')).toBe(false);
    expect(has(faces.displayItalic, 'P')).toBe(false);
    expect(faces.display?.weights).toEqual([350, 350]);
    expect(faces.displayItalic?.weights).toEqual([400, 400]);
    // Every face that draws holds the space and the no-break space.
    for (const face of Object.values(faces)) expect(face.characters).toContain(' ');
    for (const face of Object.values(faces)) expect(face.characters).toContain('\u00a0');
  });

  it('leaves out a face that draws nothing, and never reads scripts', () => {
    const faces = firstScreenFaces(page('', '<section><p>Só texto</p></section>'));
    expect(Object.keys(faces)).toEqual(['body']);
    expect(faces.body?.characters).not.toContain('Ω');
  });

  it('draws text in capitals as capitals, and only as capitals', () => {
    const faces = firstScreenFaces(page('.eyebrow{text-transform:uppercase;font-weight:700}', '<section><span class="eyebrow">desde</span><p>Z</p></section>'));
    expect(has(faces.body, 'DESZ')).toBe(true);
    expect(has(faces.body, 'd')).toBe(false);
    expect(faces.body?.weights).toEqual([400, 700]);
  });

  it('counts a face a media query or a momentary state may give, alongside the one it replaces', () => {
    const faces = firstScreenFaces(
      page(
        `.lede{font-family:${body}} @media (min-width: 1024px){.lede{font-family:${display}}} .link:hover{font-style:italic;font-family:${display}}`,
        '<section><p class="lede">wide</p><a class="link">kx</a></section>',
      ),
    );
    expect(has(faces.body, 'widekx')).toBe(true);
    expect(has(faces.display, 'wide')).toBe(true);
    expect(has(faces.displayItalic, 'kx')).toBe(true);
    expect(has(faces.displayItalic, 'w')).toBe(false);
  });

  it("counts what styles generate, in the generated box's own face", () => {
    const faces = firstScreenFaces(page(`.quote::before{content:"\\201C";font-family:${display}} .badge::after{content:attr(data-count) " mais"}`, '<section><p class="quote">q</p><p class="badge" data-count="12">b</p></section>'));
    expect(has(faces.display, '“')).toBe(true);
    expect(has(faces.body, '“')).toBe(false);
    expect(has(faces.body, '12mais')).toBe(true);
  });

  it("takes the browser's own italic and bold where no author rule says otherwise", () => {
    const faces = firstScreenFaces(page('address{font-style:normal}', '<section><h2>Título <i>vivo</i></h2><p>a <strong>forte</strong></p><address>rua</address></section>'));
    expect(has(faces.displayItalic, 'vivo')).toBe(true);
    expect(has(faces.displayItalic, 'rua')).toBe(false);
    expect(has(faces.display, 'Título')).toBe(true);
    // h2's weight comes from the author (400); strong is bolder than its parent's 400: 700.
    expect(faces.display?.weights).toEqual([400, 400]);
    expect(faces.body?.weights).toEqual([400, 700]);
  });

  it('lets form controls inherit the face (font: inherit) and counts placeholders and button values', () => {
    const faces = firstScreenFaces(
      page(`button,input{font:inherit} .form{font-family:${display}}`, '<section><div class="form"><input placeholder="Seu nome"><input type="submit" value="Envie"><button>Ok</button></div></section>'),
    );
    expect(has(faces.display, 'SeunomEvOk')).toBe(true);
  });

  it('stops at the end of the first screen: the first block of <main>, taken on to a minimum of text', () => {
    const long = 'palavra '.repeat(300);
    const faces = firstScreenFaces(page('', `<section><p>${long}</p></section><section><p>QUEIJO</p></section>`));
    expect(has(faces.body, 'palvr')).toBe(true);
    expect(has(faces.body, 'Q')).toBe(false);
    // A short first block: what follows it counts, up to the minimum.
    const short = firstScreenFaces(page('', '<section><p>Oi</p></section><section><p>Jabuticaba</p></section>'));
    expect(has(short.body, 'OiJabuticaba')).toBe(true);
  });
});

describe('selector specificity, as the cascade above reads it', () => {
  it('counts ids, then classes, attributes and pseudo-classes, then types and pseudo-elements', () => {
    expect(specificity('h1')).toEqual([0, 0, 1]);
    expect(specificity('.css-1x em')).toEqual([0, 1, 1]);
    expect(specificity("#topo [data-theme='dark'] a:hover::before")).toEqual([1, 2, 2]);
    expect(specificity('*')).toEqual([0, 0, 0]);
  });
});

describe('a rule that holds only at some moments', () => {
  it('stands for any element where its state was the whole compound', () => {
    const faces = firstScreenFaces(page(`[data-theme='dark'] :focus-visible{font-family:${display}}`, '<section data-theme="dark"><a>foco</a></section>'));
    expect(has(faces.display, 'foco')).toBe(true);
    expect(has(faces.body, 'foco')).toBe(true);
  });

  it('never outweighs a rule that always applies with a higher rank', () => {
    const faces = firstScreenFaces(page(`a:hover{font-style:italic;font-family:${display}} .menu a{font-family:${body};font-style:normal}`, '<section><nav class="menu"><a>menu</a></nav></section>'));
    // The header's link ("Lavra") may be hovered; the menu's link never takes that face.
    expect(has(faces.displayItalic, 'Lavr')).toBe(true);
    expect(has(faces.displayItalic, 'men')).toBe(false);
    expect(has(faces.display, 'men')).toBe(false);
  });
});

describe('hidden parts of the first screen', () => {
  it('neither counts nor spends the first screen on a hidden panel', () => {
    const hiddenText = 'oculto '.repeat(400);
    const faces = firstScreenFaces(page('', `<section><p>Oi</p></section><div hidden><p>${hiddenText}</p></div><div><h1>Quixaba</h1></div>`));
    expect(has(faces.body, 'c')).toBe(false);
    expect(has(faces.display, 'Quixab')).toBe(true);
  });

  it("holds a state the page draws on its first screen once it starts, in the face of the box that will draw it", () => {
    const faces = firstScreenFaces(
      page('.alert{font-weight:600}', `<section><h1>Certificado</h1><div class="alert" hidden data-first-screen-text="Abra o link que enviamos"></div></section>`),
    );
    expect(has(faces.body, 'Abrolinkqueenviams')).toBe(true);
    // The header's link at 400, the state's box at 600.
    expect(faces.body?.weights).toEqual([400, 600]);
    expect(has(faces.display, 'q')).toBe(false);
  });
});
