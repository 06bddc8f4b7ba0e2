import type { Story, StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { catalogueStones } from '../../content/catalogue';
import { catalogueContent } from '../../content/catalogue-page';
import { stonePriorities, stoneUses } from '../../content/stone-uses';
import type { CatalogueStone } from '../../content/types';
import { emptyChoice } from '../../src/lib/catalogue-choice';
import type { StoneUseSlug } from '../../content/stone-uses';
import { fitStones } from '../../src/lib/stone-fit';
import { CatalogueCard } from '../../src/sections/catalogue/catalogue-card';
import { ReasonLine } from '../../src/sections/catalogue/reason-line';

export default { title: 'Seções / Cartão do catálogo' } satisfies StoryDefault;

// Every card is a real stone with the verdict and reason the catalogue gives it for a use.
const rules = { uses: stoneUses, priorities: stonePriorities, summary: catalogueContent.summary };
const stone = (slug: string) => catalogueStones.find((candidate) => candidate.slug === slug)!;
function fitFor(slug: string, use: StoneUseSlug | null) {
  const { kept, setAside } = fitStones(catalogueStones, emptyChoice(use), rules);
  return [...kept, ...setAside].find((fit) => fit.stone.slug === slug)!;
}

const Column = ({ width = 384, children }: { width?: number; children: ReactNode }) => <div style={{ maxWidth: width, padding: 16 }}>{children}</div>;

function card(slug: string, use: StoneUseSlug | null, options: { width?: number; muted?: boolean } = {}) {
  const fit = fitFor(slug, use);
  const CardStory: Story = () => (
    <Column width={options.width}>
      <CatalogueCard
        stone={fit.stone}
        verdict={fit.verdict}
        reason={fit.reason}
        verdictLabel={catalogueContent.verdicts[fit.verdict]}
        figureLabels={catalogueContent.card.figures}
        muted={options.muted}
      />
    </Column>
  );
  return CardStory;
}

const longest = (key: (s: CatalogueStone) => string) => [...catalogueStones].sort((a, b) => key(b).length - key(a).length)[0]!.slug;

/** Indicated for the kitchen counter, with its two figures in the reason. */
export const Indicada = card('preto-absoluto', 'cozinha');
/** Fits the kitchen with care: the verdict is said before the reason. */
export const ComCuidados = card('super-white', 'cozinha');
ComCuidados.storyName = 'Com cuidados';
/** Set aside for the kitchen: the quieter card the disclosure shows. */
export const PoucoIndicada = card('carrara', 'cozinha', { muted: true });
PoucoIndicada.storyName = 'Pouco indicada';
/** Nothing chosen: the line names the uses the stone suits. */
export const SemEscolha = card('carrara', null);
SemEscolha.storyName = 'Sem escolha';
/** The longest name of the catalogue. */
export const NomeMaisLongo = card(longest((s) => s.name), 'piso');
NomeMaisLongo.storyName = 'Nome mais longo';
/** The longest reason and collection label, at 360 px. */
export const Em360 = card('branco-parana', 'cozinha', { width: 360 });
Em360.storyName = 'Em 360 px';

/** The reason line alone, in its three verdicts. */
export const LinhaDaRazao: Story = () => (
  <Column>
    {(['preto-absoluto', 'patagonia', 'carrara'] as const).map((slug) => {
      const fit = fitFor(slug, 'cozinha');
      return (
        <div key={slug} style={{ marginBottom: 16 }}>
          <strong>{stone(slug).name}</strong>
          <ReasonLine verdict={fit.verdict} reason={fit.reason} verdictLabel={catalogueContent.verdicts[fit.verdict]} />
        </div>
      );
    })}
  </Column>
);
LinhaDaRazao.storyName = 'Linha da razão';
