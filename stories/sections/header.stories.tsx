import type { Story, StoryDefault } from '@ladle/react';
import { company } from '../../content/company';
import { headerContent } from '../../content/layout';
import { SiteHeader } from '../../src/sections/header/site-header';

export default { title: 'Seções / Cabeçalho' } satisfies StoryDefault;

/** From 1024 px: the collections in a row and the budget call to action at the right. */
export const Desktop: Story = () => <SiteHeader company={company} content={headerContent} />;
Desktop.meta = { width: 'desktop' };

/** Below 1024 px the links fold behind the Menu button, which opens them under the bar. */
export const Celular: Story = () => <SiteHeader company={company} content={headerContent} />;
Celular.meta = { width: 'mobile' };

/** On a collection page its link is marked as the current page. */
export const EmUmaColecao: Story = () => <SiteHeader company={company} content={headerContent} />;
EmUmaColecao.storyName = 'Em uma coleção';
EmUmaColecao.meta = { width: 'desktop', route: '/granitos' };
