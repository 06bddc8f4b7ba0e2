// Reads a CSV file's records as RFC 4180 defines them, and nothing more: what a spreadsheet makes of a field
// (text, number or formula) is for a spreadsheet to say, and tests/support/libreoffice-sheet.ts asks a real one.

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

/** The header's names, then one object of fields per record (the byte order mark, if any, left out). */
export function csvRecords(csv: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...records] = parseCsv(csv.replace(/^\uFEFF/, ''));
  return { header, rows: records.map((record) => Object.fromEntries(header.map((column, i) => [column, record[i] ?? '']))) };
}
