import type { Story, StoryDefault } from '@ladle/react';
import { badgesFor } from '../../content/collections/stone-badges';
import { granitos } from '../../content/collections/granitos';
import { featuredBadge } from '../../content/home';
import { Badge, type BadgeTone } from '../../src/ui/badge';
import { Section, type SectionTone } from '../../src/ui/section';
import { Row, Stack } from './story-layout';

export default { title: 'Primitivos / Selo' } satisfies StoryDefault;

const tones: readonly BadgeTone[] = ['bronze', 'dark', 'light', 'green'];

const AllTones = ({ label }: { label: string }) => (
  <Row>
    {tones.map((tone) => (
      <Badge key={tone} tone={tone}>
        {label}
      </Badge>
    ))}
  </Row>
);

const onSection = (tone: SectionTone) => {
  const OnSection: Story = () => (
    <Section tone={tone}>
      <Stack>
        <AllTones label={granitos.hero.badge} />
        <AllTones label={featuredBadge} />
      </Stack>
    </Section>
  );
  return OnSection;
};

export const TonsSobreFundoClaro = onSection('light');
TonsSobreFundoClaro.storyName = 'Tons sobre fundo claro';

export const TonsSobreFundoAreia = onSection('sand');
TonsSobreFundoAreia.storyName = 'Tons sobre fundo areia';

export const TonsSobreFundoEscuro = onSection('dark');
TonsSobreFundoEscuro.storyName = 'Tons sobre fundo escuro';

/** Every badge a stone can carry, derived from its flags exactly as the collection pages do. */
export const SelosDasPedras: Story = () => (
  <Section>
    <Row>
      {badgesFor({ extreme: true, natural: true, exclusive: true, masterpiece: true, premium: true }).map((label) => (
        <Badge key={label} tone={label === 'PREMIUM' ? 'dark' : 'bronze'}>
          {label}
        </Badge>
      ))}
    </Row>
  </Section>
);
SelosDasPedras.storyName = 'Selos das pedras';
