import { describe, expect, it } from 'vitest';
import { brand } from '../../content/brand';
import { collectionPages } from '../../content/collections/all';
import { granitos } from '../../content/collections/granitos';
import { marmores } from '../../content/collections/marmores';
import { quartizitos } from '../../content/collections/quartizitos';
import { sinterizados } from '../../content/collections/sinterizados';
import { company } from '../../content/company';
import { comparisonRows } from '../../content/brand-comparison';
import { event } from '../../content/event';
import { faqItems } from '../../content/faq';
import { finishes } from '../../content/finishes';
import { hero, portfolioFilterLabels, portfolioStats, seo } from '../../content/home';
import { privacyContent } from '../../content/privacy';
import { mediaManifest } from '../../content/media';
import { portfolioFilters, portfolioProjects } from '../../content/portfolio';
import { processSteps } from '../../content/process-steps';
import { carouselStones } from '../../content/stones';
import { testimonials } from '../../content/testimonials';
import type { CollectionStone, ImageRef, VideoRef } from '../../content/types';

/** '2,65 g/cm³' -> 2.65; Brazilian decimal comma. */
function parseMeasure(display: string): number {
  const match = /^(\d+(?:,\d+)?)/.exec(display.trim());
  if (!match?.[1]) throw new Error(`not a measure: ${display}`);
  return Number(match[1].replace(',', '.'));
}

function collect<T>(root: unknown, isMatch: (value: Record<string, unknown>) => boolean): T[] {
  const found: T[] = [];
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    if (isMatch(value as Record<string, unknown>)) found.push(value as T);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

const allContent = [hero, processSteps, carouselStones, finishes, portfolioProjects, testimonials, brand, event, collectionPages];
const imageRefs = collect<ImageRef>(allContent, (v) => typeof v.src === 'string' && typeof v.ratio === 'number');
const videoRefs = collect<VideoRef>(allContent, (v) => typeof v.src === 'string' && typeof v.poster === 'string');

describe('home content', () => {
  it('has the six process steps of the method, in order', () => {
    expect(processSteps.map((s) => [s.id, s.title])).toEqual([
      [1, 'Briefing & Curadoria'],
      [2, 'Medição no local'],
      [3, 'Projeto executivo de pedras'],
      [4, 'Orçamento fechado'],
      [5, 'Fabricação supervisionada'],
      [6, 'Instalação & Entrega premium'],
    ]);
    for (const step of processSteps) expect(step.details.length).toBeGreaterThanOrEqual(3);
  });

  it('carries the hero claims of the spec', () => {
    expect(hero.cta).toBe('Quero orçar meu projeto');
    expect(hero.headline).toContain(hero.headlineEmphasis);
    expect(hero.stats).toEqual([
      { value: '500+', label: 'projetos premium' },
      { value: '1000+', label: 'materiais premium' },
      { value: '98%', label: 'clientes satisfeitos' },
    ]);
    expect(portfolioStats.map((s) => s.value)).toEqual(['500+', '98%']);
  });

  it('shows the four carousel stones in order', () => {
    expect(carouselStones.map((s) => [s.name, s.category])).toEqual([
      ['Taj Mahal', 'Quartizito'],
      ['Michelangelo Calacatta', 'Mármore Dolomítico'],
      ['Antartic White', 'Granito'],
      ['Ijen Blue', 'Quartizito'],
    ]);
  });

  it('lists the eight finishes starting with polido, each icon keyed by its id', () => {
    expect(finishes.map((f) => f.id)).toEqual(['polido', 'acetinado', 'escovado', 'levigado', 'jateado', 'flameado', 'apicoado', 'resinado']);
    expect(finishes.find((f) => f.id === 'escovado')?.name).toBe('Escovado (Leathered)');
    for (const f of finishes) expect(f.icon).toBe(f.id);
  });

  it('has three testimonials with self-hosted videos and posters', () => {
    expect(testimonials.map((t) => [t.id, t.category])).toEqual([
      [1, 'Experiência'],
      [2, 'Decisão'],
      [3, 'Resultado'],
    ]);
    for (const t of testimonials) {
      expect(t.videoSrc).toBe(`/media/video/testimonial-${t.id}.mp4`);
      expect(t.thumbnail).toBe(`/media/video/testimonial-${t.id}-poster.webp`);
    }
  });

  it('answers the FAQ with the business facts of the spec', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(6);
    expect(faqItems.length).toBeLessThanOrEqual(8);
    const text = faqItems.map((i) => i.answer).join(' ');
    for (const fact of ['30 a 45 dias úteis', 'até 7 dias', 'até 5 dias', 'até 20 dias', 'PDF', 'DWG', 'SKP', 'gratuito e sem compromisso', '2 anos', '1 ano', 'manual de cuidados', 'valor mínimo fixo', 'Dekton', 'Diamond', 'Laminam', 'Nabel', 'São Paulo', 'Minas Gerais']) {
      expect(text).toContain(fact);
    }
  });
});

describe('portfolio', () => {
  it('has 11 projects with unique ids in 2–13 and none with id 1', () => {
    const ids = portfolioProjects.map((p) => p.id);
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
    expect(ids).not.toContain(1);
    for (const id of ids) expect(id >= 2 && id <= 13).toBe(true);
  });

  it('features only the 2025 quartzite dining table in Lagoa', () => {
    const featured = portfolioProjects.filter((p) => p.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({ id: 9, year: 2025, location: 'Lagoa', category: 'mobiliario', material: 'Quartizito WoodStone' });
  });

  it('counts projects per category, with no staircase yet', () => {
    const count = (c: string) => portfolioProjects.filter((p) => p.category === c).length;
    expect(portfolioFilters).toEqual(['todos', 'cozinha', 'banheiro', 'mobiliario', 'area-gourmet', 'escada']);
    expect({ cozinha: count('cozinha'), banheiro: count('banheiro'), mobiliario: count('mobiliario'), 'area-gourmet': count('area-gourmet'), escada: count('escada') }).toEqual({
      cozinha: 4,
      banheiro: 3,
      mobiliario: 2,
      'area-gourmet': 2,
      escada: 0,
    });
    expect(portfolioFilterLabels.todos).toBe('Todos');
  });

  it('uses only the materials and finishes of the spec, all of them', () => {
    expect(new Set(portfolioProjects.map((p) => p.material))).toEqual(
      new Set(['Ultracompacto Cimento Light', 'Ultracompacto Calacatta', 'Ultracompacto Payanini', 'Ultracompacto Cashmere', 'Mármore Verde Guatemala', 'Mármore Branco Panda', 'Quartizito WoodStone', 'Travertino Romano']),
    );
    expect(new Set(portfolioProjects.map((p) => p.finish))).toEqual(new Set(['Acetinado', 'Polido', 'Levigado']));
    for (const p of portfolioProjects) expect(p.year >= 2023 && p.year <= 2025).toBe(true);
  });

  it('has projects with more than three tags, so the card limit is exercised', () => {
    expect(portfolioProjects.some((p) => p.tags.length > 3)).toBe(true);
  });
});

describe('brand and comparison', () => {
  it('counts up to 2000 m², 500 projects and 98%', () => {
    expect(brand.counters.map((c) => [c.prefix, c.target, c.suffix, c.label])).toEqual([
      ['+', 2000, ' m²', 'executados'],
      ['+', 500, '', 'projetos'],
      ['', 98, '%', 'de satisfação'],
    ]);
  });

  it('has five hover features with a video and poster each', () => {
    expect(brand.features).toHaveLength(5);
    for (const f of brand.features) expect(f.media.kind).toBe('video');
    expect(brand.defaultPanel.title).toBe('Nossa estrutura garante seu prazo');
  });

  it('compares seven criteria in order, featuring only the first two', () => {
    expect(comparisonRows.map((r) => r.criteria)).toEqual([
      'Atendimento',
      'Compatibilização de projeto',
      'Capacidade de produção',
      'Materiais',
      'Acabamento',
      'Suporte pós-obra',
      'Relacionamento com arquitetos',
    ]);
    expect(comparisonRows.map((r) => r.featured)).toEqual([true, true, false, false, false, false, false]);
    expect(brand.comparison.rows).toBe(comparisonRows);
  });
});

describe('collections', () => {
  const names = (stones: readonly CollectionStone[]) => stones.map((s) => s.name);

  it('lists the stones of each page in the spec order', () => {
    expect(collectionPages.map((p) => [p.slug, p.path, p.stones.length])).toEqual([
      ['quartizitos', '/quartizitos', 5],
      ['marmores', '/marmores', 5],
      ['granitos', '/granitos', 8],
      ['sinterizados', '/sinterizados', 5],
    ]);
    expect(names(quartizitos.stones)).toEqual(['Taj Mahal', 'Azul Macaúbas', 'Mont Blanc', 'Patagonia', 'Explosion']);
    expect(names(marmores.stones)).toEqual(['Carrara', 'Calacatta Oro', 'Nero Marquina', 'Crema Marfil', 'Rosso Levanto']);
    expect(names(granitos.stones)).toEqual(['Branco Polar', 'Preto Absoluto', 'Via Láctea', 'Marinace Black', 'Branco Dallas', 'Blue Star', 'Titanium Black', 'Verde Alpi']);
    expect(names(sinterizados.stones)).toEqual(['Super White', 'Branco Paraná', 'Aspen White', 'Infinity White', 'Dolomite']);
  });

  it('gives every stone exactly four characteristics and four applications and a unique image', () => {
    const all = collectionPages.flatMap((p) => p.stones);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    for (const s of all) {
      expect(s.characteristics).toHaveLength(4);
      expect(s.applications).toHaveLength(4);
      expect(s.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(s.image.src).toBe(`stones/${s.id}`);
    }
  });

  it('sets extreme, natural, exclusive and masterpiece flags as the spec lists them', () => {
    const flagged = (stones: readonly CollectionStone[], flag: keyof CollectionStone['flags']) => stones.filter((s) => s.flags[flag]).map((s) => s.name);
    expect(flagged(granitos.stones, 'extreme')).toEqual(['Branco Polar', 'Preto Absoluto', 'Marinace Black', 'Titanium Black']);
    expect(flagged(granitos.stones, 'premium')).toHaveLength(8);
    expect(flagged(sinterizados.stones, 'natural')).toEqual(['Super White', 'Infinity White']);
    expect(flagged(sinterizados.stones, 'premium')).toHaveLength(5);
    expect(flagged(quartizitos.stones, 'exclusive').length).toBeGreaterThan(0);
    expect(flagged(marmores.stones, 'masterpiece').length).toBeGreaterThan(0);
  });

  it('derives the badges from the flags, in the spec order', () => {
    for (const s of quartizitos.stones) expect(s.badges).toEqual([...(s.flags.exclusive ? ['EXCLUSIVO'] : []), ...(s.flags.premium ? ['PREMIUM'] : [])]);
    for (const s of marmores.stones) expect(s.badges).toEqual(s.flags.masterpiece ? ['OBRA-PRIMA'] : []);
    for (const s of granitos.stones) expect(s.badges).toEqual([...(s.flags.extreme ? ['EXTREMO'] : []), 'PREMIUM']);
    for (const s of sinterizados.stones) expect(s.badges).toEqual([...(s.flags.natural ? ['NATURAL'] : []), 'PREMIUM']);
  });

  it('labels marble, granite and dolomitic tabs with the first word of the name', () => {
    for (const s of [...marmores.stones, ...granitos.stones, ...sinterizados.stones]) expect(s.tabLabel).toBe(s.name.split(' ')[0]);
    expect(granitos.stones.map((s) => s.tabLabel)).toEqual(['Branco', 'Preto', 'Via', 'Marinace', 'Branco', 'Blue', 'Titanium', 'Verde']);
  });

  it('keeps granite technical values inside the spec ranges', () => {
    // Verde Alpi is shown with the granites but is a serpentinite with calcite veins, scratched by steel: its
    // figures are a serpentinite's (docs/stone-care-sources.md#mohs), not inside the granites' ranges.
    for (const { technical: t, name } of granitos.stones.filter((stone) => stone.id !== 'verde-alpi')) {
      expect(t.dureza, name).toMatch(/ Mohs$/);
      expect(parseMeasure(t.dureza), name).toBeGreaterThanOrEqual(6.5);
      expect(parseMeasure(t.dureza), name).toBeLessThanOrEqual(7.5);
      expect(t.densidade, name).toMatch(/ g\/cm³$/);
      expect(parseMeasure(t.densidade), name).toBeGreaterThanOrEqual(2.63);
      expect(parseMeasure(t.densidade), name).toBeLessThanOrEqual(2.95);
      expect(t.absorcao, name).toMatch(/%$/);
      expect(parseMeasure(t.absorcao), name).toBeGreaterThanOrEqual(0.08);
      expect(parseMeasure(t.absorcao), name).toBeLessThanOrEqual(0.3);
      expect(t.resistenciaMecanica, name).toMatch(/ MPa$/);
      expect(parseMeasure(t.resistenciaMecanica), name).toBeGreaterThanOrEqual(155);
      expect(parseMeasure(t.resistenciaMecanica), name).toBeLessThanOrEqual(200);
      expect(['Extrema', 'Alta']).toContain(t.durabilidade);
      expect(t.manutencao).toBe('Baixa');
    }
  });

  it('keeps dolomitic technical values inside the spec ranges', () => {
    for (const { technical: t, name, formation } of sinterizados.stones) {
      expect(formation).toBe('Metamórfica Dolomítica');
      expect(parseMeasure(t.dureza), name).toBeGreaterThanOrEqual(3.8);
      expect(parseMeasure(t.dureza), name).toBeLessThanOrEqual(4);
      expect(parseMeasure(t.densidade), name).toBeGreaterThanOrEqual(2.84);
      expect(parseMeasure(t.densidade), name).toBeLessThanOrEqual(2.87);
      expect(parseMeasure(t.absorcao), name).toBeGreaterThanOrEqual(0.28);
      expect(parseMeasure(t.absorcao), name).toBeLessThanOrEqual(0.35);
      expect(parseMeasure(t.resistenciaMecanica), name).toBeGreaterThanOrEqual(65);
      expect(parseMeasure(t.resistenciaMecanica), name).toBeLessThanOrEqual(70);
      expect([t.durabilidade, t.manutencao]).toEqual(['Alta', 'Média']);
    }
  });

  it('writes every technical value in Brazilian format (decimal comma)', () => {
    for (const s of collectionPages.flatMap((p) => p.stones)) {
      for (const value of [s.technical.dureza, s.technical.densidade, s.technical.absorcao, s.technical.resistenciaMecanica]) {
        expect(value).not.toMatch(/\d\.\d/);
      }
    }
  });

  it('states the specific granite facts of the spec', () => {
    const byName = (n: string) => granitos.stones.find((s) => s.name === n);
    expect(byName('Marinace Black')).toMatchObject({ formation: 'Ígnea Conglomerática', age: '2,5 bilhões de anos' });
    expect(byName('Titanium Black')?.technical).toMatchObject({ dureza: '7,5 Mohs', resistenciaMecanica: '200 MPa' });
    expect(byName('Verde Alpi')?.origin).toBe('Alpes, Itália');
    expect(byName('Blue Star')?.origin).toBe('Índia');
    expect(byName('Preto Absoluto')?.origin).toBe('Angola/Brasil');
    expect(byName('Branco Polar')?.origin).toBe('Brasil');
  });

  it('uses the section and button labels the spec names', () => {
    expect(granitos.hero).toMatchObject({ badge: 'Força Suprema', title: 'Granitos' });
    expect(granitos.applicationsSection).toEqual({ title: 'Aplicações de uso intenso', caption: 'Resistência medida, pedra por pedra' });
    expect(granitos.highlights?.title).toBe('Força Comprovada da Natureza');
    expect(granitos.highlights?.cards.map((c) => c.title)).toEqual(['Resistência Extrema', 'Versatilidade Total', 'Investimento Vitalício']);
    expect([granitos.cta.primaryLabel, granitos.cta.secondaryLabel]).toEqual(['Solicitar Avaliação Técnica', 'Teste de Resistência']);
    expect(sinterizados.hero).toMatchObject({ badge: 'Mármore Natural', title: 'Mármore Dolomítico' });
    expect(sinterizados.applicationsSection).toEqual({ title: 'Aplicações Naturais', caption: 'Elegância natural' });
    expect(sinterizados.highlights?.cards.map((c) => c.title)).toEqual(['Processo Metamórfico', 'Cristalização Única', 'Pureza Natural']);
    expect([sinterizados.cta.primaryLabel, sinterizados.cta.secondaryLabel]).toEqual(['Solicitar Consultoria Especializada', 'Catálogo de Materiais']);
    expect(quartizitos.cta.secondaryLabel).toBe('Agendar visita ao showroom');
    expect(marmores.cta.secondaryLabel).toBe('Ver galeria');
  });

  it('names the chosen stone in the secondary WhatsApp message', () => {
    for (const page of collectionPages) {
      const message = page.cta.secondaryMessage('Pedra Teste');
      expect(message).toContain('Pedra Teste');
      expect(message).toMatch(/^Olá!/);
    }
  });
});

describe('company, SEO and freezing', () => {
  it('keeps company facts consistent and fictional', () => {
    expect(company.name).toBe('Lavra');
    expect(company.whatsapp).toMatch(/^55\d{10,11}$/);
    expect(company.phoneE164).toBe(`+55${company.phone.replace(/\D/g, '')}`);
    expect(company.email).toMatch(/@[a-z.]+\.example$/);
    expect(company.siteUrl).toMatch(/^https:\/\/[a-z.]+\.example$/);
    expect(company.hours).toEqual({ label: 'Segunda a sexta, 9h às 18h', days: 'Mo-Fr', open: '09:00', close: '18:00' });
    expect(company.copyrightYear).toBe(2025);
  });

  it('keeps titles within 60 characters and descriptions within 140–160', () => {
    for (const entry of [seo.home, seo.notFound, event.seo, privacyContent.seo, ...collectionPages.map((p) => p.seo)]) {
      expect(entry.title.length, entry.title).toBeLessThanOrEqual(60);
      expect(entry.description.length, entry.description).toBeGreaterThanOrEqual(140);
      expect(entry.description.length, entry.description).toBeLessThanOrEqual(160);
    }
  });

  it('freezes nested content so a component cannot alter a shared page', () => {
    expect(Object.isFrozen(granitos.stones[0]?.technical)).toBe(true);
    expect(Object.isFrozen(portfolioProjects[0]?.tags)).toBe(true);
    expect(Object.isFrozen(brand.counters[0])).toBe(true);
    expect(() => {
      (hero.stats as unknown as { value: string; label: string }[]).push({ value: "x", label: "x" });
    }).toThrow(TypeError);
  });
});

describe('media manifest', () => {
  const manifestImages = new Map(mediaManifest.images.map((i) => [i.src, i]));

  it('lists each image once, including the share image', () => {
    expect(manifestImages.size).toBe(mediaManifest.images.length);
    expect(manifestImages.get('og/share')).toMatchObject({ width: 1200, height: 630 });
  });

  it('covers every image the content references, at the same aspect ratio', () => {
    expect(imageRefs.length).toBeGreaterThan(50);
    for (const ref of imageRefs) {
      const entry = manifestImages.get(ref.src);
      expect(entry, ref.src).toBeDefined();
      expect(entry!.width / entry!.height, ref.src).toBeCloseTo(ref.ratio, 3);
    }
  });

  it('lists only images the site uses', () => {
    const used = new Set([...imageRefs.map((r) => r.src), 'og/share', ...mediaManifest.videos.map((v) => v.from)]);
    for (const src of manifestImages.keys()) expect(used, src).toContain(src);
  });

  it('covers every video the content references, animating a known image', () => {
    const manifestVideos = new Map(mediaManifest.videos.map((v) => [v.src, v]));
    expect(videoRefs.length).toBeGreaterThanOrEqual(7);
    for (const ref of videoRefs) expect(manifestVideos.get(ref.src)?.poster, ref.src).toBe(ref.poster);
    for (const t of testimonials) expect(manifestVideos.get(t.videoSrc ?? '')?.poster).toBe(t.thumbnail);
    for (const video of mediaManifest.videos) expect(manifestImages.has(video.from), video.from).toBe(true);
  });

  it('paints each stone image from a stone of the matching family', () => {
    const kindOf = (src: string) => manifestImages.get(src)?.kind;
    expect(kindOf('stones/nero-marquina')).toBe('marble');
    expect(kindOf('stones/blue-star')).toBe('granite');
    expect(kindOf('stones/taj-mahal')).toBe('quartzite');
    expect(kindOf('stones/super-white')).toBe('dolomitic');
    for (const image of mediaManifest.images) {
      for (const colour of [image.stone.base, ...image.stone.veins, ...image.stone.specks, ...image.stone.clouds]) {
        expect(colour).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
  });
});
