// @ts-check
// CSV for spreadsheets (RFC 4180, UTF-8 with a byte order mark). The requests come from anonymous
// visitors, and a spreadsheet runs a cell that begins with "=", "+", "-" or "@" (and, in some, a tab or
// a carriage return) as a formula, or reads it as a number: `=HYPERLINK(...)` in a name would be a live
// link in the owner's sheet (CSV injection), and a foreign phone such as +351912345678 would become the
// number 351912345678. Such a cell starts with an invisible WORD JOINER (U+2060), inside quotes: the
// cell then begins with a character that is neither a formula's nor a number's, so it opens as text,
// and shows exactly what was typed. (OWASP's leading apostrophe also keeps it text, but LibreOffice Calc
// imports the apostrophe as part of the text and shows it.) The character stays in the cell, and a copy
// of the cell carries it: docs/decisions/025-csv-cells-that-never-run.md.

const FORMULA_START = /^[=+\-@\t\r]/;

/** Zero width and invisible, not a space that trim() removes, not a line break: it only keeps the cell text. */
const CELL_GUARD = '\u2060';

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break, or when it is protected.
 * @param {unknown} value
 */
export function csvField(value) {
  const raw =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const protectedText = FORMULA_START.test(raw);
  const text = protectedText ? `${CELL_GUARD}${raw}` : raw;
  return protectedText || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * @param {readonly string[]} columns
 * @param {readonly Record<string, unknown>[]} rows
 */
export function toCsv(columns, rows) {
  const lines = [columns.map(csvField).join(','), ...rows.map((row) => columns.map((column) => csvField(row[column])).join(','))];
  // The byte order mark makes spreadsheet programs in pt-BR read UTF-8 (accents) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
