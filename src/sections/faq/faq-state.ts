/** Index of the open question, or null when all are closed: one open at a time by construction. */
export type FaqState = number | null;

export type FaqAction = { type: 'toggle'; index: number } | { type: 'close' };

/** Opening a question closes the other; toggling the open one collapses it. */
export function faqReducer(state: FaqState, action: FaqAction): FaqState {
  switch (action.type) {
    case 'toggle':
      return state === action.index ? null : action.index;
    case 'close':
      return null;
  }
}
