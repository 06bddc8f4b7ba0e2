import type { Story, StoryDefault } from '@ladle/react';
import { faqItems } from '../../content/faq';
import { faqHeading } from '../../content/home';
import { Faq } from '../../src/sections/faq/faq';

export default { title: 'Seções / Perguntas frequentes' } satisfies StoryDefault;

export const Fechado: Story = () => <Faq heading={faqHeading} items={faqItems} />;
Fechado.storyName = 'Todas fechadas';

/** The warranty answer open from the start; opening another closes it. */
export const UmaAberta: Story = () => <Faq heading={faqHeading} items={faqItems} initialOpen={3} />;
UmaAberta.storyName = 'Uma pergunta aberta';

export const Celular: Story = () => <Faq heading={faqHeading} items={faqItems} initialOpen={0} />;
Celular.storyName = 'Celular (390 px)';
Celular.meta = { width: 'mobile' };
