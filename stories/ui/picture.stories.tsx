import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { carouselStones } from '../../content/stones';
import { hero } from '../../content/home';
import { Picture } from '../../src/ui/picture';
import { Section } from '../../src/ui/section';

export default { title: 'Primitivos / Imagem' } satisfies StoryDefault;

const CardFrame = styled.div({ maxWidth: 420 });

/** Above the fold: eager, high priority, the whole width of the viewport. */
export const Prioritaria: Story = () => <Picture image={hero.image} sizes="100vw" priority />;
Prioritaria.storyName = 'Prioritária (acima da dobra)';

/** Below the fold: lazy, and only the widths a card ever needs. */
export const EmCartao: Story = () => {
  const stone = carouselStones[0]!;
  return (
    <Section>
      <CardFrame>
        <Picture image={stone.image} sizes="(min-width: 1024px) 33vw, 90vw" widths={[480, 800]} />
      </CardFrame>
    </Section>
  );
};
EmCartao.storyName = 'Em cartão';

const FixedBox = styled.div(({ theme }) => ({ height: 320, borderRadius: theme.radii.lg, overflow: 'hidden' }));

/** Filling a box of fixed height: `cover` crops, `contain` letterboxes. */
export const PreenchendoUmaCaixa: Story = () => (
  <Section>
    <FixedBox>
      <Picture image={hero.image} sizes="(min-width: 1280px) 1200px, 100vw" fit="cover" priority />
    </FixedBox>
  </Section>
);
PreenchendoUmaCaixa.storyName = 'Preenchendo uma caixa';
