import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';

/** Hidden from sight, still read by screen readers; for styles that hide an element only at some widths. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const VisuallyHidden = styled.span(visuallyHidden);
