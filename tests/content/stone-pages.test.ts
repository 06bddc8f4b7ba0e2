import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionPages } from '../../content/collections/all';
import { findStonePage, stonePages } from '../../content/stone-pages';
import { stoneSeo, stoneShareImage } from '../../content/stone-seo';
import { findStoneAddress, stoneAddresses, stoneSlug } from '../../content/stone-slugs';

const root = path.resolve(__dirname, '../..');

/** Width and height of a baseline or progressive JPEG, read from its SOF marker. */
function jpegSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  let at = 2;
  while (at < data.length) {
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error(`no frame header in ${file}`);
}

describe('stone pages', () => {
  it('give each of the 23 stones a page, in collection order', () => {
    expect(stonePages).toHaveLength(23);
    expect(stonePages.map((p) => p.stone.name)).toEqual(collectionPages.flatMap((c) => c.stones.map((s) => s.name)));
  });

  it('use unique, lower-case ASCII slugs made from the names, nested in their collection', () => {
    const slugs = stonePages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of stonePages) {
      expect(page.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(encodeURIComponent(page.slug)).toBe(page.slug);
      expect(page.path).toBe(`${page.collection.path}/${page.slug}`);
      expect(findStonePage(page.collection.slug, page.slug)).toBe(page);
    }
    expect(stoneSlug('Azul Macaúbas')).toBe('azul-macaubas');
    expect(stoneSlug('Via Láctea')).toBe('via-lactea');
    expect(stoneSlug('Branco Paraná')).toBe('branco-parana');
    expect(findStonePage('granitos', 'nao-existe')).toBeUndefined();
    expect(findStonePage('marmores', 'branco-polar')).toBeUndefined();
  });

  it('list the same addresses in the small index the route table reads', () => {
    expect(stoneAddresses.map((a) => [a.collection, a.slug, a.name])).toEqual(stonePages.map((p) => [p.collection.slug, p.slug, p.stone.name]));
    expect(findStoneAddress('taj-mahal')).toMatchObject({ collection: 'quartizitos', name: 'Taj Mahal' });
    expect(findStoneAddress('nao-existe')).toBeUndefined();
  });

  it('have a title and description of their own, of a length search results show', () => {
    const heads = stonePages.map((p) => stoneSeo(p.collection, p.stone));
    expect(new Set(heads.map((h) => h.title)).size).toBe(23);
    expect(new Set(heads.map((h) => h.description)).size).toBe(23);
    for (const [i, head] of heads.entries()) {
      const { stone } = stonePages[i]!;
      expect(head.title).toContain(stone.name);
      expect(head.title.endsWith('| Lavra')).toBe(true);
      expect(head.title.length).toBeLessThanOrEqual(70);
      expect(head.description).toContain(stone.name);
      expect(head.description.length, head.description).toBeGreaterThanOrEqual(70);
      expect(head.description.length, head.description).toBeLessThanOrEqual(170);
    }
  });

  it('each have a generated 1200×630 share image under 120 KB', () => {
    for (const page of stonePages) {
      const file = path.join(root, 'public', stoneShareImage(page.collection, page.stone));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).length, file).toBeLessThan(120 * 1024);
      expect(jpegSize(file), file).toEqual({ width: 1200, height: 630 });
    }
  });
});
