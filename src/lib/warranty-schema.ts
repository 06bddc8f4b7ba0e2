// Validation of the warranty registration (yup, like the booking form's), with the page's messages. The lengths and
// the web-address rule are content/field-limits.ts's, the pieces' bounds and the order number's shape
// content/warranty-registration.ts's: the database reads the same numbers (generated migrations).
import { array, boolean, object, string } from 'yup';
import { hasWebAddress, visitFieldLimits as limits } from '../../content/field-limits';
import { warrantyLimits, type warrantyRegistrationContent } from '../../content/warranty-registration';
import { isEmailAddress } from './email-address';
import { isAcceptablePhone } from './phone-mask';

const within = (value: string | undefined, { min, max }: { min: number; max: number }) => {
  const length = Array.from(value ?? '').length;
  return length >= min && length <= max;
};

/** 'AAAA-MM' of a São Paulo day key 'AAAA-MM-DD', moved by `months`. */
export function monthOf(dayKey: string, months = 0): string {
  const [year, month] = dayKey.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months an installation may be in: from `monthsBack` months ago to this month. */
export function monthBounds(today: string): { min: string; max: string } {
  return { min: monthOf(today, -warrantyLimits.monthsBack), max: monthOf(today) };
}

const orderPattern = new RegExp(warrantyLimits.orderNumberPattern);

export function createWarrantySchema(messages: (typeof warrantyRegistrationContent)['messages'], today: string) {
  const { min, max } = monthBounds(today);
  const choice = string().default('').required(messages.pieceField);
  return object({
    name: string()
      .default('')
      .trim()
      .required(messages.name)
      .test('name-length', messages.name, (value) => within(value, limits.name))
      .test('name-web-address', messages.nameWebAddress, (value) => !hasWebAddress(value ?? '')),
    email: string().default('').trim().required(messages.email).test('email-address', messages.email, (value) => isEmailAddress(value ?? '')),
    phone: string().default('').test('phone-number', messages.phone, (value) => !value || isAcceptablePhone(value)),
    installedMonth: string()
      .default('')
      .required(messages.installedMonth)
      .test('month', messages.installedMonth, (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value ?? '') && (value ?? '') >= min && (value ?? '') <= max),
    orderNumber: string()
      .default('')
      .trim()
      .test('order', messages.orderNumber, (value) => !value || (within(value, warrantyLimits.orderNumber) && orderPattern.test(value))),
    pieces: array(object({ room: choice, surface: choice, stone: choice, finish: choice }))
      .min(warrantyLimits.pieces.min, messages.pieces)
      .max(warrantyLimits.pieces.max, messages.pieces),
    reminders: boolean().default(false),
  });
}
