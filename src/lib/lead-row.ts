// The row inserted into budget_requests: the form's camelCase values in snake_case columns,
// plus the client-made id (so a retry can never duplicate the lead) and the fixed fields.
import type { BudgetFormValues } from './budget-steps';
import type { Database } from './database.types';
import { isStorableEstimate, type LeadEstimate } from './lead-estimate';
import { phoneForStorage } from './phone-mask';
import { toWellFormed } from './well-formed';

/** The table's own insert shape, generated from the migrations (src/lib/database.types.ts). */
type BudgetRequestInsert = Database['public']['Tables']['budget_requests']['Insert'];

/**
 * The row the form inserts: the table's columns, with the client-made id and the fixed fields always set.
 * `stone` is the stone whose page the visitor came from, or the compared stones' names joined by commas
 * ('Taj Mahal, Carrara, Branco Polar'); absent otherwise, so older backends take the row.
 */
export type BudgetRequestRow = Omit<BudgetRequestInsert, 'id' | 'created_at' | 'sent_to_whatsapp' | 'ip_address' | 'user_agent' | 'stone' | 'estimate'> & {
  id: string;
  sent_to_whatsapp: true;
  ip_address: null;
  user_agent: string;
  stone?: string;
  /** The estimate drawn on /estimativa, when the request came from it; absent otherwise (src/lib/lead-estimate.ts). */
  estimate?: LeadEstimate;
};

/** The table caps user_agent at 512 characters; some in-app browsers send longer ones. */
export const MAX_USER_AGENT_LENGTH = 512;
/** The table caps stone at 80 characters: three of the longest names joined take 46 (tests/lib/budget-stone.test.ts). */
export const MAX_STONE_LENGTH = 80;

/** Free text goes in well-formed: a lone surrogate would make the insert fail (22P02) for good. */
const text = (value: string) => toWellFormed(value).trim();

export function buildLeadRow(values: BudgetFormValues, meta: { id: string; userAgent: string; stone?: string; estimate?: LeadEstimate }): BudgetRequestRow {
  const stone = meta.stone ? Array.from(text(meta.stone).replace(/\s+/g, ' ')).slice(0, MAX_STONE_LENGTH).join('').trim() : '';
  return {
    id: meta.id,
    name: text(values.name),
    email: text(values.email),
    phone: phoneForStorage(values.phone),
    role: values.role,
    environment_type: values.environmentType,
    application_type: values.applicationType,
    square_meters: text(values.squareMeters),
    timeline: values.timeline,
    material_preference: values.materialPreference,
    style_preference: values.stylePreference,
    has_references: values.hasReferences,
    investment_range: values.investmentRange,
    project_stage: values.projectStage,
    how_found_us: text(values.howFoundUs),
    sent_to_whatsapp: true,
    ip_address: null,
    user_agent: Array.from(toWellFormed(meta.userAgent)).slice(0, MAX_USER_AGENT_LENGTH).join(''),
    ...(stone ? { stone } : {}),
    // Only a shape the table's check accepts: anything else would turn the whole request away.
    ...(meta.estimate && isStorableEstimate(meta.estimate) ? { estimate: meta.estimate } : {}),
  };
}
