// Addresses into the visualizer from other pages, with no more than the room's name and surfaces.
export interface LinkRoom {
  slug: string;
  surfaces: readonly string[];
}

/** The visualizer with the stones on the room's surfaces, one a surface in order; the rest take the first. */
export function visualizerHrefWith(room: LinkRoom, slugs: readonly string[]): string {
  const params = new URLSearchParams({ ambiente: room.slug });
  room.surfaces.forEach((surface, i) => params.set(surface, slugs[i] ?? slugs[0]!));
  return `/visualizar?${params}`;
}
