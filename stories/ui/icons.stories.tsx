import styled from '@emotion/styled';
import type { Story, StoryDefault } from '@ladle/react';
import { Icon, iconNames } from '../../src/ui/icons';
import { Section, type SectionTone } from '../../src/ui/section';

export default { title: 'Primitivos / Ícones' } satisfies StoryDefault;

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: theme.space(2),
}));

const Cell = styled.li(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space(1),
  padding: theme.space(2),
  border: '1px solid currentColor',
  borderRadius: theme.radii.md,
  fontSize: theme.fontSizes.xs,
}));

// The catalogue is labelled with the keys content uses to pick an icon; the icons themselves are decorative.
const Catalogue = ({ tone }: { tone: SectionTone }) => (
  <Section tone={tone}>
    <Grid>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={32} />
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  </Section>
);

export const Catalogo: Story = () => <Catalogue tone="light" />;
Catalogo.storyName = 'Catálogo';

export const CatalogoSobreFundoEscuro: Story = () => <Catalogue tone="dark" />;
CatalogoSobreFundoEscuro.storyName = 'Catálogo sobre fundo escuro';

/** A key content names without a drawing gets a neutral dot instead of breaking the layout. */
export const ChaveDesconhecida: Story = () => (
  <Section>
    <Icon name="chave-sem-desenho" size={48} />
  </Section>
);
ChaveDesconhecida.storyName = 'Chave desconhecida';
