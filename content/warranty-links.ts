// The words of the links to the warranty registration from other pages (/garantia and each care sheet): small on
// purpose, so those pages carry none of the registration's own content.
import { deepFreeze } from './deep-freeze';

export const warrantyRegistrationLinks = deepFreeze({
  fromWarranty: 'Registrar a garantia das suas peças',
  fromCare: 'Registrar a garantia e receber o lembrete do teste da gota',
});
