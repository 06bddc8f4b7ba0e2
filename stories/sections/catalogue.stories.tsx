import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent } from '../../content/catalogue-page';
import { stonePriorities, stoneUses } from '../../content/stone-uses';
import { emptyChoice, type CatalogueChoice } from '../../src/lib/catalogue-choice';
import { fitStones } from '../../src/lib/stone-fit';
import CataloguePage from '../../src/pages/catalogue-page';
import { CatalogueResults } from '../../src/sections/catalogue/catalogue-results';

export default { title: 'Seções / Catálogo' } satisfies StoryDefault;

// The page itself at the address the story opens (Story.meta.route), and the results alone for the
// states a choice can reach: every list below is what the catalogue's own rules give for that choice.
const rules = { uses: stoneUses, priorities: stonePriorities, summary: catalogueContent.summary };
const text = catalogueContent;

const Frame = ({ width, children }: { width?: number; children: ReactNode }) => <div style={{ maxWidth: width ?? 1200, padding: 16 }}>{children}</div>;

function results(choice: Partial<CatalogueChoice>, options: { take?: number; width?: number; longest?: boolean } = {}) {
  const fit = fitStones(catalogueStones, { ...emptyChoice(), ...choice }, rules);
  const ordered = options.longest ? [...fit.kept].sort((a, b) => b.stone.name.length - a.stone.name.length) : fit.kept;
  const kept = ordered.slice(0, options.take ?? ordered.length);
  const use = stoneUses.find((candidate) => candidate.slug === choice.use);
  const count = kept.length === 0 ? text.count.none : `${kept.length === 1 ? text.count.one : text.count.many(kept.length)}${use ? ` ${text.count.forUse(use.place)}` : ''}`;
  const ResultsStory: Story = () => (
    <Frame width={options.width}>
      <CatalogueResults
        count={count}
        kept={kept}
        setAside={fit.setAside}
        setAsideSummary={text.setAside.summary(fit.setAside.length)}
        emptyText={text.empty}
        verdictLabels={text.verdicts}
        figureLabels={text.card.figures}
      />
    </Frame>
  );
  return ResultsStory;
}

const page = () => {
  const PageStory: Story = () => <CataloguePage />;
  return PageStory;
};

/** The whole catalogue (/pedras): 23 stones, each with the uses it suits. */
export const TodasAsPedras = page();
TodasAsPedras.storyName = 'Todas as pedras';
TodasAsPedras.meta = { route: '/pedras' };
/** The kitchen counter's page (/pedras/cozinha): four marbles set aside, with why. */
export const Cozinha = page();
Cozinha.meta = { route: '/pedras/cozinha' };
/** A shared address with refinements: applied as the page opens. */
export const EnderecoCompartilhado = page();
EnderecoCompartilhado.storyName = 'Endereço compartilhado';
EnderecoCompartilhado.meta = { route: '/pedras/area-externa?tom=escuro&prioridade=manchas' };
/** Marbles against scratches on the kitchen counter: nothing is left, every stone set aside says why. */
export const ResultadoVazio = results({ use: 'cozinha', collections: ['marmores'], priorities: ['riscos-calor'] });
ResultadoVazio.storyName = 'Resultado vazio';
/** One stone left: the dark marbles. */
export const UmaPedra = results({ collections: ['marmores'], tone: 'escuro' });
UmaPedra.storyName = 'Uma pedra';
/** Three stones: one full row from 1024 px. */
export const TresPedras = results({ tone: 'veios', collections: ['granitos'] });
TresPedras.storyName = 'Três pedras';
/** The longest names first, with the longest reasons (dolomitic marbles with care). */
export const NomesMaisLongos = results({ use: 'cozinha' }, { longest: true, take: 6 });
NomesMaisLongos.storyName = 'Nomes mais longos';
/** At 360 px: one column, the reasons wrap under the names. */
export const Em360 = results({ use: 'parede', collections: ['sinterizados'] }, { width: 360 });
Em360.storyName = 'Em 360 px';
