// How the certificate names a piece and its dates, in the e-mails and on the page alike: every word from the
// catalogue's lists (never typed), every date through content/pt-br-format.mjs. Imports carry their extension:
// the e-mails load this file under Deno.
import { carePath } from '../../content/care-paths.ts';
import { formatDateTime, formatShortDate } from '../../content/pt-br-format.mjs';
import { stoneAddresses } from '../../content/stone-slugs.ts';
import { warrantyRooms, warrantySurfaces } from '../../content/warranty-registration.ts';

/** A certificate as the database gives it (warranty.certificate): the page and the e-mails read it. */
export interface WarrantyPiece {
  room: string;
  surface: string;
  stone: string;
  finish: 'polido' | 'levigado';
  sealing_months: number | null;
  /** When its next sealing reminder is due (ISO), or null: takes no sealer. */
  next_sealing: string | null;
}

export interface WarrantyCertificate {
  id: string;
  status: 'pending' | 'confirmed' | 'deleted';
  name: string | null;
  email: string;
  phone: string | null;
  order_number: string | null;
  /** 'AAAA-MM-01'. */
  installed_on: string;
  reminders: boolean;
  confirmed_at: string | null;
  pieces: WarrantyPiece[];
  covers: { id: string; title: string; months: number; until: string }[];
}

export const RIO_TIME_ZONE = 'America/Sao_Paulo';

/** 'AAAA-MM-DD' (a calendar day) as the certificate writes it: '30/11/2028'. */
export const dayText = (day: string) => formatShortDate(new Date(`${day.slice(0, 10)}T12:00:00Z`), 'UTC');
/** The installation month: 'novembro de 2026'. */
export const monthText = (day: string) => formatDateTime(new Date(`${day.slice(0, 10)}T12:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A reminder's instant, as its day in Rio. */
export const rioDayText = (instant: string) => formatShortDate(new Date(instant), RIO_TIME_ZONE);

export function stoneOf(slug: string) {
  return stoneAddresses.find((stone) => stone.slug === slug) ?? null;
}

/** 'Cozinha · Bancada · Carrara, polido'. */
export function pieceLabel(piece: { room: string; surface: string; stone: string; finish: string }): string {
  const room = (warrantyRooms as Record<string, string>)[piece.room] ?? '';
  const surface = (warrantySurfaces as Record<string, string>)[piece.surface] ?? '';
  const stone = stoneOf(piece.stone)?.name ?? '';
  const finish = piece.finish === 'levigado' ? 'levigado ou escovado' : 'polido';
  return `${room} · ${surface} · ${stone}, ${finish}`;
}

/** The care sheet of each stone among the pieces, once each: its path and '{label}: {stone}'. */
export function careSheets(pieces: readonly { stone: string }[], label: string): { path: string; label: string }[] {
  const seen = new Set<string>();
  return pieces.flatMap((piece) => {
    const stone = stoneOf(piece.stone);
    if (!stone || seen.has(stone.slug)) return [];
    seen.add(stone.slug);
    return [{ path: carePath(stone.collection, stone.slug), label: `${label}: ${stone.name}` }];
  });
}
