import type { Story, StoryDefault } from '@ladle/react';
import PrivacyPage from '../../src/pages/privacy-page';

export default { title: 'Páginas / Política de privacidade' } satisfies StoryDefault;

/** The notice as served at /privacidade. */
export const Privacidade: Story = () => <PrivacyPage />;
Privacidade.meta = { route: '/privacidade' };
