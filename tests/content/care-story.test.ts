// The guide, the FAQ, the warranty, the catalogue's claims and every care sheet tell one story: which pieces are
// sealed, what heat does, what is the stone's nature rather than a defect. This reads the texts a visitor reads and
// fails on the contradictions a stone-care specialist found in them (docs/stone-care-sources.md).
import { describe, expect, it } from 'vitest';
import { careGuide, stoneCareContent } from '../../content/care-guide';
import { catalogueContent } from '../../content/catalogue-page';
import { collectionPages } from '../../content/collections/all';
import { faqAnswerText, faqItems } from '../../content/faq';
import { carouselStones } from '../../content/stones';
import { stonePriorities, stoneUses } from '../../content/stone-uses';
import { warrantyContent } from '../../content/warranty';
import { warrantyEmails, warrantyRegistrationContent } from '../../content/warranty-registration';
import { visitKinds } from '../../content/visits';
import { stoneCares } from '../../src/lib/stone-care-page';

/** Every string inside a value, functions left out. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value as Record<string, unknown>).flatMap((entry) => strings(entry, seen));
}
const sentences = (texts: readonly string[]) => texts.flatMap((text) => text.split(/(?<=[.!?;])\s+/));

const sheetTexts = stoneCares.flatMap((care) => [
  ...care.advice.rules.flatMap((rule) => [rule.title, rule.text]),
  ...care.advice.sealing.map((row) => row.note),
  ...care.advice.tests.flatMap((test) => [test.title, test.text]),
]);
const guide = strings(careGuide);
const warranty = strings(warrantyContent);
const faq = faqItems.map(faqAnswerText);
const catalogue = [...strings(collectionPages), ...strings(carouselStones), ...strings(stoneUses), ...strings(stonePriorities), ...strings(catalogueContent)];
const everything = [...guide, ...strings(stoneCareContent), ...warranty, ...faq, ...catalogue, ...sheetTexts];

const stoneTexts = (slug: string) => {
  const page = stoneCares.find((care) => care.stonePage.slug === slug)!.stonePage;
  return strings({ story: page.stone.story, subtitle: page.stone.subtitle, characteristics: page.stone.characteristics });
};

describe('sealing: the initial sealing is included for the pieces that take it', () => {
  // A promise of sealing on delivery must say which pieces: dense stones and ultracompact surfaces take none.
  const promise = /(entreg|inclu|sai |saem )[^.;]*impermeabiliz|impermeabiliza\S* inicial/i;
  const qualified = /que (a |o )?(pede|pedem|leva|levam|aceita|aceitam|absorve|absorvem)|como esta pedra pede|exceto|menos n/i;

  it('no text says every piece is delivered sealed', () => {
    const unqualified = sentences([...guide, ...warranty, ...faq, ...strings(stoneCareContent)]).filter((text) => promise.test(text) && !qualified.test(text));
    expect(unqualified).toEqual([]);
  });

  it('the guide and the warranty say that ultracompact surfaces and the densest stones are not sealed', () => {
    for (const texts of [guide, warranty]) {
      expect(sentences(texts).some((text) => /(sinterizad|ultracompact)/i.test(text) && /não (leva|levam|recebe|recebem)|nunca/i.test(text))).toBe(true);
    }
    expect(sentences(guide).some((text) => /não (leva|levam|aceita|aceitam|precisa|precisam)[^.]*impermeabilizante/i.test(text))).toBe(true);
  });

  it('the reseal test is a drop that darkens the stone after a few minutes, not water that beads', () => {
    for (const text of everything) expect(text).not.toMatch(/formar gotas|gota continuar redonda|deixar de formar/);
    const sealingPart = careGuide.sections.find((section) => section.id === 'impermeabilizacao')!;
    const words = strings(sealingPart).join(' ');
    expect(words).toMatch(/escurec/);
    expect(words).toMatch(/minutos/);
  });
});

describe('heat: the catalogue promises nothing the warranty excludes', () => {
  it('the warranty excludes thermal shock, so no text lets a hot pan go straight on the stone', () => {
    expect(warranty.join(' ')).toMatch(/choque térmico/);
    const hotPan = sentences(everything).filter((text) => /panelas? quentes?/i.test(text) && !/descanso|apoio/i.test(text));
    expect(hotPan).toEqual([]);
    expect(everything.filter((text) => /indiferente\S* (a manchas e )?ao calor|sem marcas/i.test(text))).toEqual([]);
  });
});

describe("the stone's nature, not a defect", () => {
  it('the warranty names calcitic and dolomitic etching alike as the nature of the stone', () => {
    const nature = warrantyContent.nature.join(' ');
    expect(nature).toMatch(/calcít/);
    expect(nature).toMatch(/dolomít/);
  });

  it('the guide does not say that granites or quartzites do not etch: Verde Alpi is shown with the granites, Mont Blanc with the quartzites', () => {
    const noEtch = /não (sofre|sofrem|marca|marcam|reage|reagem|atacam)/i;
    const familyClaims = sentences(guide).filter((text) => /granito|quartzito/i.test(text) && noEtch.test(text));
    expect(familyClaims).toEqual([]);
    // What the guide says instead: the mineral decides, dolomite etches too.
    expect(guide.join(' ')).toMatch(/dolomita/);
  });
});

describe('the catalogue says what the stone is', () => {
  it('Mont Blanc is not sold as "the resistant alternative": its lots vary and the etch test on the slab says which', () => {
    const texts = stoneTexts('mont-blanc');
    expect(texts.join(' ')).not.toMatch(/alternativa resistente/);
    expect(texts.join(' ')).toMatch(/lote/);
    expect(texts.filter((text) => /resist/i.test(text) && !/lote|teste/.test(text))).toEqual([]);
  });

  it('a stone that steel scratches does not carry a hardness above steel on its technical card', () => {
    // Verde Alpi: serpentine (2,5-4 Mohs) with calcite veins (3): docs/stone-care-sources.md#mohs.
    for (const slug of ['verde-alpi', 'rosso-levanto', 'carrara', 'super-white']) {
      const { figures } = stoneCares.find((care) => care.stonePage.slug === slug)!.stonePage.stone;
      expect(figures.hardnessMohs, slug).toBeLessThan(5.5);
    }
  });
});

describe('the FAQ promises what the warranty gives', () => {
  it('2 years on installation and 1 year against fabrication cracks, not "1 ano nos produtos"', () => {
    const answer = faqAnswerText(faqItems.find((item) => /garantia/i.test(item.question))!);
    expect(answer).not.toMatch(/nos produtos/);
    for (const cover of warrantyContent.covers.filter((entry) => /\d/.test(entry.term))) expect(answer).toContain(cover.term);
    expect(answer).toMatch(/instalação/);
    expect(answer).toMatch(/trincas/);
  });
});

describe('pt-BR', () => {
  it('reads as written in Brazilian Portuguese: no "dos números dele", no "o que ela reage", no "à vontade" beside "use tábua"', () => {
    for (const text of everything) {
      expect(text).not.toMatch(/números dele|o que ela reage/);
    }
    for (const care of stoneCares) {
      const scratches = care.advice.rules.find((entry) => entry.rule === 'riscos')!;
      if (/tábua/.test(scratches.text)) expect(scratches.title, care.path).not.toMatch(/à vontade/);
    }
  });
});

describe("the specialist's second reading: what the client is told to do", () => {
  it('the showroom tests are done on an offcut or the edge the cut discards, not on the slab that goes home', () => {
    const showroom = [...guide, ...visitKinds.map((kind) => kind.summary)].filter((text) => /limão/.test(text) && /(fazemos|feitos) com/.test(text));
    expect(showroom.length).toBeGreaterThanOrEqual(2);
    for (const text of showroom) {
      expect(text).toMatch(/retalho/);
      expect(text).not.toMatch(/na chapa(,| ou)/);
    }
  });

  it('the drop test asks 15 minutes for water and 30 minutes for oil, in the guide and in the reminder e-mail', () => {
    const dropLines = sentences(guide).filter((text) => /gota de óleo/.test(text));
    expect(dropLines.length).toBeGreaterThan(0);
    for (const text of dropLines) expect(text).toMatch(/óleo por 30 minutos/);
    const { subject, text } = warrantyEmails.sealing;
    expect(subject).toMatch(/teste da gota/);
    expect(text).toMatch(/teste da gota/);
    expect(text).toMatch(/água[^.]*15 minutos/);
    expect(text).toMatch(/óleo por 30 minutos/);
    expect(text).not.toMatch(/alguns minutos/);
  });

  it('no fit reason sells a yearly sealing as the rule: stones up to 0,40 % are tested every 6 months', () => {
    expect(strings(stoneUses).filter((text) => /anual|a cada ano/.test(text))).toEqual([]);
    const kitchen = stoneUses.find((use) => use.slug === 'cozinha')!;
    expect(strings(kitchen).some((text) => /teste da gota a cada 6 meses/.test(text))).toBe(true);
  });

  it('the warranty page and the certificate count a term by one rule: to the last day of the anniversary month', () => {
    for (const note of [warrantyContent.startNote, warrantyRegistrationContent.certificate.startNote]) {
      expect(note).toMatch(/(último dia|fim) do mês/);
      expect(note).toMatch(/aniversário/);
      expect(note).toMatch(/termo de entrega/);
    }
  });
});
