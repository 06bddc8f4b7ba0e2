// The choices of a piece, as the registration form and the certificate's editor list them: the rooms and surfaces
// of content/warranty-registration.ts, the catalogue's stones by collection order, the two finishes.
import { stoneAddresses } from '../../content/stone-slugs';
import { warrantyRegistrationContent, warrantyRooms, warrantySurfaces } from '../../content/warranty-registration';

const entries = (record: Readonly<Record<string, string>>) => Object.entries(record).map(([value, label]) => ({ value, label }));

export const warrantyOptions = {
  rooms: entries(warrantyRooms),
  surfaces: entries(warrantySurfaces),
  stones: stoneAddresses.map((stone) => ({ value: stone.slug, label: stone.name })),
  finishes: entries(warrantyRegistrationContent.finishes),
};
