// Temporary: replaced by route metadata from content.
export function headFor(path: string | null): string {
  return `<title>Lavra${path ? '' : ' — 404'}</title>`;
}
