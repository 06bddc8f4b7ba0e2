// The templates of the one outbox, one per subject (docs/decisions/032-one-outbox.md): what the Edge Function
// renders with in place, and what the site server's render worker loads. A new kind of message about a new
// subject adds its template here.
import { renderLeadEmail } from '../../src/emails/render-lead-email.tsx';
import { renderVisitEmail } from '../../src/emails/visit-email.tsx';
import { renderWarrantyEmail } from '../../src/emails/warranty-email.tsx';
import type { Renderers } from './lead-mail.ts';

export const templates: Renderers = {
  lead: renderLeadEmail,
  visit: renderVisitEmail,
  warranty: renderWarrantyEmail,
};
