// Reads a CSV file's cells the way a spreadsheet program opening it does (Excel, LibreOffice Calc, Google
// Sheets): RFC 4180 fields, then each field's type from its first characters. A leading apostrophe marks
// text and is not shown; a field starting with "=", "+", "-" or "@" (or a tab or carriage return, in some
// programs) is a formula and runs; a plain number is a number.

export type SpreadsheetCell = { kind: 'text'; shown: string } | { kind: 'number'; shown: string } | { kind: 'formula'; source: string };

/** RFC 4180: fields split on commas and CRLF, quoted fields may hold both, doubled quotes are one. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i += 1;
    } else field += char;
  }
  return records;
}

export function readCell(field: string): SpreadsheetCell {
  if (field.startsWith("'")) return { kind: 'text', shown: field.slice(1) };
  if (/^[=+\-@\t\r]/.test(field)) return { kind: 'formula', source: field };
  if (/^\d+([.,]\d+)?(e\d+)?$/i.test(field)) return { kind: 'number', shown: field };
  return { kind: 'text', shown: field };
}

/** The sheet: the header row's names, then one object of cells per row. */
export function openAsSpreadsheet(csv: string): { header: string[]; rows: Record<string, SpreadsheetCell>[] } {
  const [header = [], ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
  return { header, rows: records.map((record) => Object.fromEntries(header.map((column, i) => [column, readCell(record[i] ?? '')]))) };
}

/** What the cell shows, or the formula's source. */
export const shown = (cell: SpreadsheetCell | undefined) => (cell === undefined ? undefined : cell.kind === 'formula' ? cell.source : cell.shown);
