// Storage keys of the lead outbox, apart so the tiny page-load check reads them without the runner.
export const OUTBOX_KEY = 'lavra:lead-outbox';
/** Where earlier versions kept refused requests; read only to remove it. */
export const LEGACY_DEAD_LETTER_KEY = 'lavra:lead-dead-letters';
