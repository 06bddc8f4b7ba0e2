// @ts-check
// CSV for spreadsheets (RFC 4180, UTF-8 with a byte order mark). The requests come from anonymous
// visitors, and a spreadsheet runs a cell that begins with "=", "+", "-" or "@" (and, in some, a tab or
// a carriage return) as a formula: `=HYPERLINK(...)` in a name would be a live link in the owner's
// sheet (CSV injection). Such a cell gets OWASP's mitigation: a leading apostrophe, which spreadsheets
// read as "this cell is text" and do not show, inside quotes. So a foreign phone in E.164 (+351...)
// reads back as typed, as text, neither a formula nor a number.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break, or when it is protected.
 * @param {unknown} value
 */
export function csvField(value) {
  const raw =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const protectedText = FORMULA_START.test(raw);
  const text = protectedText ? `'${raw}` : raw;
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
