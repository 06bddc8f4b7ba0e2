// Validation of the booking form (yup, like the budget form's), with the page's messages. The lengths and the
// web-address rule are content/field-limits.ts's, as the database's (generated from the same file); the served
// neighbourhoods are folded as the database folds them (agenda.fold: accents, case and spacing aside).
import { mixed, object, string } from 'yup';
import { hasWebAddress, visitFieldLimits as limits } from '../../content/field-limits';
import type { VisitBookingContent } from '../../content/visit-booking';
import type { ServedArea, VisitKindId } from '../../content/visits';
import { isEmailAddress } from './email-address';
import { isAcceptablePhone } from './phone-mask';

const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** True when the neighbourhood (or city) is one the measurement team serves, accents and case aside. */
export function isServedArea(areas: readonly ServedArea[], place: string): boolean {
  const wanted = folded(place);
  return areas.some((area) => folded(area.name) === wanted);
}

const within = (value: string | undefined, { min, max }: { min: number; max: number }) => {
  const length = Array.from(value ?? '').length;
  return length >= min && length <= max;
};

export function createVisitSchema(messages: VisitBookingContent['messages'], areas: readonly ServedArea[], notServed: string) {
  const forMeasurement = (kind: unknown) => kind === 'measurement';
  return object({
    kind: mixed<VisitKindId>().oneOf(['showroom', 'measurement'], messages.kind).required(messages.kind),
    startsAt: string().default('').required(messages.startsAt),
    name: string()
      .default('')
      .trim()
      .required(messages.name)
      .test('name-length', messages.name, (value) => within(value, limits.name))
      .test('name-web-address', messages.nameWebAddress, (value) => !hasWebAddress(value ?? '')),
    email: string().default('').trim().required(messages.email).test('email-address', messages.email, (value) => isEmailAddress(value ?? '')),
    phone: string().default('').required(messages.phone).test('phone-number', messages.phone, (value) => isAcceptablePhone(value ?? '')),
    address: string()
      .default('')
      .trim()
      .when('kind', {
        is: forMeasurement,
        then: (schema) =>
          schema
            .required(messages.address)
            .test('address-length', messages.address, (value) => within(value, limits.address))
            .test('address-web-address', messages.addressWebAddress, (value) => !hasWebAddress(value ?? '')),
      }),
    neighbourhood: string()
      .default('')
      .trim()
      .when('kind', {
        is: forMeasurement,
        then: (schema) => schema.required(messages.neighbourhood).test('served', notServed, (value) => isServedArea(areas, value ?? '')),
      }),
  });
}
