// @ts-check
// Parsing the parts of a PostgREST request the local store understands:
// Prefer, Content-Type, ?columns=, ?select= and the shape of the JSON rows.
import { restError } from './rest-errors.mjs';

/** @typedef {import('./rest-errors.mjs').RestError} RestError */

/**
 * `Prefer: return=minimal, count=exact` (possibly across several headers).
 * @param {string | string[] | undefined} header
 * @returns {Map<string, string>}
 */
export function parsePrefer(header) {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [header];
  /** @type {Map<string, string>} */
  const prefer = new Map();
  for (const item of values.join(',').split(',')) {
    const [name, value = ''] = item.split('=').map((part) => part.trim().toLowerCase());
    if (name) prefer.set(name, value);
  }
  return prefer;
}

/** @param {string | undefined} header */
export function isJsonContentType(header) {
  if (header === undefined) return false;
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => {
    const [name, value = ''] = param.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replaceAll('"', '') === 'utf-8';
  });
}

/**
 * `"a","b"` or `a,b`, each a column of the table.
 * @param {string} value
 * @param {string} table
 * @param {Set<string>} known
 * @returns {RestError | { columns: string[] }}
 */
export function parseColumnList(value, table, known) {
  const columns = value.split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'));
  if (columns.some((column) => column === '')) {
    return restError(400, 'PGRST100', `failed to parse columns parameter (${value})`);
  }
  const unknown = columns.find((column) => !known.has(column));
  if (unknown !== undefined) return unknownColumn(unknown, table);
  return { columns };
}

/**
 * Plain column lists only: no embedding, renaming or casts.
 * @param {string} value
 * @param {string} table
 * @param {Set<string>} known
 * @returns {RestError | { columns: '*' | string[] }}
 */
export function parseSelect(value, table, known) {
  const trimmed = value.replace(/\s+/g, '');
  if (trimmed === '' || trimmed === '*') return { columns: '*' };
  const items = trimmed.split(',').map((item) => item.replace(/^"(.*)"$/s, '$1'));
  if (items.some((item) => item === '' || /[()":!]/.test(item))) {
    return restError(400, 'PGRST100', `failed to parse select parameter (${value})`, {
      hint: 'The local lead store accepts * or a plain list of columns.',
    });
  }
  const unknown = items.find((item) => item !== '*' && !known.has(item));
  if (unknown !== undefined) return restError(400, '42703', `column ${table}.${unknown} does not exist`);
  return { columns: items.includes('*') ? '*' : items };
}

/**
 * @param {string} column
 * @param {string} table
 */
function unknownColumn(column, table) {
  return restError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

/**
 * Without `?columns=`, PostgREST takes the columns from the objects, which
 * must all have the same keys (unless missing keys should take defaults).
 * @param {Record<string, unknown>[]} rows
 * @param {string} table
 * @param {Set<string>} known
 * @param {boolean} uniform
 * @returns {RestError | null}
 */
export function checkKeys(rows, table, known, uniform) {
  const firstKeys = rows[0] ? Object.keys(rows[0]).sort().join('\u0000') : '';
  for (const row of rows) {
    const keys = Object.keys(row);
    const unknown = keys.find((key) => !known.has(key));
    if (unknown !== undefined) return unknownColumn(unknown, table);
    if (uniform && keys.sort().join('\u0000') !== firstKeys) {
      return restError(400, 'PGRST102', 'All object keys must match');
    }
  }
  return null;
}

/**
 * @param {unknown} root
 * @param {number} limit
 */
export function depthExceeds(root, limit) {
  /** @type {[unknown, number][]} */
  const stack = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = /** @type {[unknown, number]} */ (stack.pop());
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}
