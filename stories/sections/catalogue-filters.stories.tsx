import { action, type Story, type StoryDefault } from '@ladle/react';
import type { ReactNode } from 'react';
import { catalogueContent } from '../../content/catalogue-page';
import { collectionPages } from '../../content/collections/all';
import { stonePriorities, stoneUses } from '../../content/stone-uses';
import { CHOICE_PARAMS } from '../../src/lib/catalogue-choice';
import { FilterForm, type FilterValues } from '../../src/sections/catalogue/filter-form';
import { UseNav } from '../../src/sections/catalogue/use-nav';
import { colors } from '../../src/theme/tokens';

export default { title: 'Seções / Filtros do catálogo' } satisfies StoryDefault;

const text = catalogueContent;

const Band = ({ width, children }: { width?: number; children: ReactNode }) => (
  <div style={{ maxWidth: width, padding: 24, background: colors.travertine, display: 'grid', gap: 24 }}>{children}</div>
);

function filters(current: string | null, values: FilterValues, width?: number) {
  const FiltersStory: Story = () => (
    <Band width={width}>
      <UseNav
        id="story-usos"
        label={text.useNav.label}
        items={[
          { key: 'todas', label: text.useNav.all, href: text.path, current: current === null },
          ...stoneUses.map((use) => ({ key: use.slug, label: use.label, href: use.path, current: use.slug === current })),
        ]}
      />
      <FilterForm
        label={text.filters.label}
        summary={text.filters.summary}
        activeLabel={text.filters.active}
        names={CHOICE_PARAMS}
        legends={{ priorities: text.filters.priorities, tone: text.filters.tone, collections: text.filters.collections }}
        priorities={stonePriorities.map((p) => ({ value: p.key, label: p.label }))}
        tones={text.tones.map((tone) => ({ value: tone.key, label: tone.label }))}
        anyTone={text.filters.toneAny}
        collections={collectionPages.map((page) => ({ value: page.slug, label: page.hero.title }))}
        values={values}
        onChange={action('onChange')}
      />
    </Band>
  );
  return FiltersStory;
}

const nothing: FilterValues = { priorities: [], tone: null, collections: [] };

/** As /pedras opens: every use, the refinements closed. */
export const NadaEscolhido = filters(null, nothing);
NadaEscolhido.storyName = 'Nada escolhido';
/** A use and three refinements on: the disclosure opens by itself and says how many. */
export const ComEscolha = filters('cozinha', { priorities: ['manchas', 'riscos-calor'], tone: 'claro', collections: ['granitos'] });
ComEscolha.storyName = 'Com escolha';
/** Every chip wraps at 360 px, none under 44 px. */
export const Em360 = filters('area-externa', { priorities: ['manutencao'], tone: 'veios', collections: ['quartizitos', 'sinterizados'] }, 360);
Em360.storyName = 'Em 360 px';
