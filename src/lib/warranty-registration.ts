// The warranty functions of the data API (rpc register_warranty, confirm_warranty, update_warranty_pieces,
// delete_warranty), through the same client and call as the visit booking (./visit-booking). Loaded with import()
// only when the page first sends (warranty-load.ts). Never throws: a failure is a result.
import type { WarrantyCertificate } from './warranty-words';
import { call, type VisitCallResult } from './visit-booking';

export type { WarrantyCertificate } from './warranty-words';
export type WarrantyCallResult<T> = VisitCallResult<T>;

export interface WarrantyPieceInput {
  room: string;
  surface: string;
  stone: string;
  finish: 'polido' | 'levigado';
}

export interface RegisterWarrantyInput {
  name: string;
  email: string;
  /** Digits only, or '' */
  phone: string;
  /** 'AAAA-MM'. */
  installedMonth: string;
  orderNumber: string;
  pieces: readonly WarrantyPieceInput[];
  reminders: boolean;
  /** One per registration attempt: a retry with the same key is the same registration. */
  clientKey: string;
}

const pieceArgs = (pieces: readonly WarrantyPieceInput[]) => pieces.map(({ room, surface, stone, finish }) => ({ room, surface, stone, finish }));

export function registerWarranty(input: RegisterWarrantyInput): Promise<WarrantyCallResult<{ status: 'pending' }>> {
  return call('register_warranty', {
    p_name: input.name.trim(),
    p_email: input.email.trim(),
    p_phone: input.phone.replace(/\D/g, '') || null,
    p_installed_month: input.installedMonth,
    p_order_number: input.orderNumber.trim() || null,
    p_pieces: pieceArgs(input.pieces),
    p_reminders: input.reminders,
    p_client_key: input.clientKey,
  });
}

export function confirmWarranty(key: string): Promise<WarrantyCallResult<WarrantyCertificate>> {
  return call('confirm_warranty', { p_key: key });
}

export function updateWarrantyPieces(key: string, pieces: readonly WarrantyPieceInput[]): Promise<WarrantyCallResult<WarrantyCertificate>> {
  return call('update_warranty_pieces', { p_key: key, p_pieces: pieceArgs(pieces) });
}

export function deleteWarranty(key: string): Promise<WarrantyCallResult<{ status: 'deleted' }>> {
  return call('delete_warranty', { p_key: key });
}
