import type { Story, StoryDefault } from '@ladle/react';
import EventPage from '../../src/pages/event-page';

export default { title: 'Páginas / Evento para arquitetos' } satisfies StoryDefault;

/** The whole page as served at /evento-conhecimento-arquitetos. */
export const Evento: Story = () => <EventPage />;
Evento.meta = { route: '/evento-conhecimento-arquitetos' };
