// Opens a CSV file the way LibreOffice Calc does and reads its cells back: Debian's `soffice --headless` converts
// it to .xlsx with the import options a pt-BR user gets (comma, double quotes, UTF-8, Portuguese (Brazil); formulas
// evaluated, LibreOffice's default), and the cells are read from the workbook's XML. A spreadsheet engine that is
// not ours, so a test cannot pass by sharing the exporter's own idea of a formula. `.ci/run` installs it
// (libreoffice-calc-nogui) where it is missing.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';

export interface SheetCell {
  /** What the cell shows (a formula's cached result, for a formula). */
  value: string;
  /** The formula's source, when the cell is one. */
  formula?: string;
  type: 'text' | 'number' | 'formula' | 'other';
}

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = archive.readUInt32LE(end + 16);
  const count = archive.readUInt16LE(end + 10);
  for (let i = 0; i < count; i += 1) {
    const method = archive.readUInt16LE(offset + 10);
    const compressed = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unescapeXml = (value: string) =>
  value.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[entity]) return named[entity];
    return String.fromCodePoint(entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });

const texts = (xml: string) => Array.from(xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t\s*\/>/g), (match) => unescapeXml(match[1] ?? '')).join('');

/** The cells of the first sheet, row by row (A, B, C… in order; an empty cell is absent). */
export function readXlsx(xlsx: Buffer): SheetCell[][] {
  const files = unzip(xlsx);
  const shared = Array.from((files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g), (match) => texts(match[1]!));
  const sheet = files.get('xl/worksheets/sheet1.xml')!.toString('utf8');
  return Array.from(sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g), (row) =>
    Array.from(row[1]!.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g), (cell): SheetCell => {
      const type = /\bt="([^"]+)"/.exec(cell[1]!)?.[1] ?? 'n';
      const body = cell[2] ?? '';
      const formula = /<f[^>]*>([\s\S]*?)<\/f>/.exec(body)?.[1];
      const raw = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const value = type === 's' ? shared[Number(raw)] ?? '' : type === 'inlineStr' ? texts(body) : raw;
      if (formula !== undefined) return { value, formula: unescapeXml(formula), type: 'formula' };
      return { value, type: type === 's' || type === 'str' || type === 'inlineStr' ? 'text' : type === 'n' ? 'number' : 'other' };
    }),
  );
}

/** The CSV as LibreOffice Calc opens it: the rows of cells of its first sheet. */
export async function openCsvInLibreOffice(csv: string): Promise<SheetCell[][]> {
  const work = await mkdtemp(path.join(tmpdir(), 'lavra-soffice-'));
  try {
    await writeFile(path.join(work, 'pedidos.csv'), csv);
    await promisify(execFile)(
      'soffice',
      [
        // A profile of its own: parallel runs do not share (and lock) one.
        `-env:UserInstallation=file://${path.join(work, 'profile')}`,
        '--headless',
        '--infilter=CSV:44,34,76,1,,1046',
        '--convert-to',
        'xlsx',
        '--outdir',
        work,
        path.join(work, 'pedidos.csv'),
      ],
      { timeout: 120_000 },
    );
    return readXlsx(await readFile(path.join(work, 'pedidos.xlsx')));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
