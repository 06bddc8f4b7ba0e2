import type { Story, StoryDefault } from '@ladle/react';
import { company } from '../../content/company';
import { footerContent } from '../../content/layout';
import { SiteFooter } from '../../src/sections/footer/site-footer';

export default { title: 'Seções / Rodapé' } satisfies StoryDefault;

export const Desktop: Story = () => <SiteFooter company={company} content={footerContent} />;
Desktop.meta = { width: 'desktop' };

/** Below 1024 px the fixed 'Orçar projeto' button sits at the bottom; the page reserves its height. */
export const Celular: Story = () => <SiteFooter company={company} content={footerContent} />;
Celular.storyName = 'Celular com botão fixo';
Celular.meta = { width: 'mobile' };
