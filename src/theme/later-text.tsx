// Text a page draws on its first screen only once its script has run: the state of a link opened from an
// e-mail (the key is in the address, which the prerender cannot read), or a form that reads the visitor's
// draft. Before then the page draws none of it. An empty, hidden box of the kind that will draw the text
// names it, so the small faces inside the page, cut to its first screen (scripts/fonts/first-screen-faces.mjs),
// hold its letters in the face and weight that box asks for. Nothing is shown or read aloud.
import type { ElementType } from 'react';

export function LaterText({ as: Box, text }: { as: ElementType; text: string }) {
  return <Box hidden data-first-screen-text={text} />;
}
