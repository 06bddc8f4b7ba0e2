// The estimate page's address with stones and a room already chosen: /estimativa?ambiente=cozinha&pedras=a,b.
// Free of the estimate's code, for the links on every other page.
import { ESTIMATE_PATH, type EstimateRoom } from '../../content/estimate-links';

const MAX_STONES = 3;

export function estimateHref(stones: string | readonly string[] = [], room?: EstimateRoom): string {
  const slugs = typeof stones === 'string' ? [stones] : stones;
  // Commas stay readable in the address: slugs never hold one.
  const parts = [...(room ? [`ambiente=${room}`] : []), ...(slugs.length ? [`pedras=${slugs.slice(0, MAX_STONES).map(encodeURIComponent).join(',')}`] : [])];
  return parts.length ? `${ESTIMATE_PATH}?${parts.join('&')}` : ESTIMATE_PATH;
}
