import type { Story, StoryDefault } from '@ladle/react';
import { headerContent } from '../../content/layout';
import { Button } from '../../src/ui/button';
import { Section } from '../../src/ui/section';
import { VisuallyHidden } from '../../src/ui/visually-hidden';

export default { title: 'Primitivos / Texto oculto' } satisfies StoryDefault;

/** An icon-only button keeps an accessible name that only screen readers announce. */
export const BotaoSoComIcone: Story = () => (
  <Section>
    <Button variant="secondary">
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <VisuallyHidden>{headerContent.menuClose}</VisuallyHidden>
    </Button>
  </Section>
);
BotaoSoComIcone.storyName = 'Botão só com ícone';
