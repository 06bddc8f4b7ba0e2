// Storage keys of the lead outbox, apart so the tiny page-load check reads them without the runner.
export const OUTBOX_KEY = 'lavra:lead-outbox';
export const DEAD_LETTER_KEY = 'lavra:lead-dead-letters';
