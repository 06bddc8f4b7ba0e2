import type { Story, StoryDefault } from '@ladle/react';
import { hero } from '../../content/home';
import { Hero } from '../../src/sections/hero/hero';

export default { title: 'Seções / Hero' } satisfies StoryDefault;

/** The home page's first screen; the architect's card appears from 1024 px (try the desktop width). */
export const Padrao: Story = () => <Hero content={hero} />;
Padrao.storyName = 'Padrão';

/** A headline without its emphasised word stays plain instead of breaking. */
export const SemEnfase: Story = () => <Hero content={{ ...hero, headline: 'Pedras naturais com projeto e instalação', headlineEmphasis: 'assinatura' }} />;
SemEnfase.storyName = 'Título sem ênfase';
