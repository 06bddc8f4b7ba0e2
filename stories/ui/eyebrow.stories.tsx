import type { Story, StoryDefault } from '@ladle/react';
import { hero } from '../../content/home';
import { Eyebrow } from '../../src/ui/eyebrow';
import { Section, type SectionTone } from '../../src/ui/section';

export default { title: 'Primitivos / Sobretítulo' } satisfies StoryDefault;

// The eyebrow inherits the text colour, so it is shown on every section tone it meets.
const onTone = (tone: SectionTone) => {
  const EyebrowStory: Story = () => (
    <Section tone={tone}>
      <Eyebrow>{hero.eyebrow}</Eyebrow>
    </Section>
  );
  return EyebrowStory;
};

export const FundoClaro = onTone('light');
FundoClaro.storyName = 'Fundo claro';

export const FundoAreia = onTone('sand');
FundoAreia.storyName = 'Fundo areia';

export const FundoEscuro = onTone('dark');
FundoEscuro.storyName = 'Fundo escuro';
