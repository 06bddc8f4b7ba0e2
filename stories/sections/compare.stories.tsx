import styled from '@emotion/styled';
import { action, type Story, type StoryDefault } from '@ladle/react';
import { catalogueStones, findCatalogueStone } from '../../content/catalogue';
import { collectionLabels } from '../../content/collections/stone-labels';
import { compareContent } from '../../content/stone-comparison';
import { COMPARE_STORAGE_KEY } from '../../src/lib/compare-selection';
import { createMemoryStorage } from '../../src/lib/storage';
import { createCompareStore } from '../../src/lib/use-compare-selection';
import { CompareAnnouncer } from '../../src/sections/compare/compare-announcer';
import { CompareToggle } from '../../src/sections/compare/compare-toggle';
import { CompareTray } from '../../src/sections/compare/compare-tray';
import { Comparison } from '../../src/sections/compare/comparison';
import { Section } from '../../src/ui/section';
import { Stack } from '../ui/story-layout';

export default { title: 'Seções / Comparação' } satisfies StoryDefault;

const stones = (...slugs: string[]) => slugs.map((slug) => findCatalogueStone(slug)!);
// The three longest names of the catalogue: the columns' worst case.
const longest = [...catalogueStones].sort((a, b) => b.name.length - a.name.length).slice(0, 3);

const view = (compared: ReturnType<typeof stones>, dropped = false) => (
  <Section>
    <Comparison
      stones={compared}
      content={compareContent}
      figureLabels={collectionLabels.technicalFields}
      dropped={dropped}
      onRemove={action('onRemove')}
      onClear={action('onClear')}
    />
  </Section>
);

/** No stone chosen yet: an invitation and the way to the catalogue. */
export const Vazio: Story = () => view([]);

export const UmaPedra: Story = () => view(stones('taj-mahal'));
UmaPedra.storyName = 'Uma pedra';

/** A quartzite, a marble and a granite: each row names its best value, a tie where two share it. */
export const TresPedras: Story = () => view(stones('taj-mahal', 'carrara', 'branco-polar'));
TresPedras.storyName = 'Três pedras';

export const NomesMaisLongos: Story = () => view(longest);
NomesMaisLongos.storyName = 'Nomes mais longos';

/** The narrowest phone the site supports: one row per figure, three readable columns. */
const Phone = styled.div({ maxWidth: 360, margin: '0 auto' });
export const Celular360: Story = () => <Phone>{view(stones('nero-marquina', 'titanium-black', 'super-white'))}</Phone>;
Celular360.storyName = 'Celular (360 px)';
Celular360.meta = { width: 'mobile' };

export const EnderecoComPedraDesconhecida: Story = () => view(stones('carrara', 'verde-alpi'), true);
EnderecoComPedraDesconhecida.storyName = 'Endereço com pedra desconhecida';

// The control, each state with its own selection in memory (never the browser's storage).
const storeWith = (ids: string[]) => createCompareStore(createMemoryStorage(ids.length ? { [COMPARE_STORAGE_KEY]: JSON.stringify(ids) } : {}));

export const BotaoComparar: Story = () => (
  <Section>
    <Stack>
      <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={storeWith([])} />
      <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={storeWith(['carrara', 'taj-mahal'])} />
      <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={storeWith(['carrara', 'branco-polar', 'verde-alpi'])} />
    </Stack>
    <CompareAnnouncer />
  </Section>
);
BotaoComparar.storyName = 'Botão Comparar: fora, na comparação, comparação cheia';

export const BotaoCompararEscuro: Story = () => (
  <Section tone="dark">
    <CompareToggle stone="carrara" name="Carrara" labels={compareContent.control} tone="dark" store={storeWith(['carrara'])} />
  </Section>
);
BotaoCompararEscuro.storyName = 'Botão Comparar em fundo escuro';

/** As the catalogue uses it: no link beside the button (the page's tray leads to the comparison). */
export const BotaoNoCatalogo: Story = () => (
  <Section>
    <CompareToggle stone="taj-mahal" name="Taj Mahal" labels={compareContent.control} store={storeWith(['taj-mahal'])} withLink={false} />
  </Section>
);
BotaoNoCatalogo.storyName = 'Botão Comparar no catálogo (sem link)';

// The catalogue's tray: fixed at the foot of the screen, over the story's own page.
const trayLabels = { ...compareContent.tray, view: compareContent.control.view };
const names: Record<string, string> = Object.fromEntries(catalogueStones.map((stone) => [stone.slug, stone.name]));
const tray = (ids: string[]) => {
  const TrayStory: Story = () => (
    <Section>
      <p>A bandeja fica fixa ao pé da tela (no celular, sobre a barra “Orçar projeto”).</p>
      <CompareTray labels={trayLabels} names={names} store={storeWith(ids)} />
    </Section>
  );
  return TrayStory;
};
export const Bandeja = tray(['carrara', 'verde-alpi']);
Bandeja.storyName = 'Bandeja do catálogo';
export const BandejaCheia = tray(longest.map((stone) => stone.slug));
BandejaCheia.storyName = 'Bandeja do catálogo cheia (nomes mais longos)';
BandejaCheia.meta = { width: 'mobile' };
