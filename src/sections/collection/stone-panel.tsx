import type { ReactNode } from 'react';
import type { CollectionStone } from '../../../content/types';
import type { CollectionTemplateLabels } from '../../../content/collections/template-labels';
import { Badge } from '../../ui/badge';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import * as S from './stone-panel.styles';
import { TechnicalSpecs } from './technical-specs';

export type StonePanelLabels = Pick<
  CollectionTemplateLabels,
  'origin' | 'age' | 'formation' | 'rarity' | 'characteristics' | 'technical' | 'technicalFields'
>;

interface Props {
  stone: CollectionStone;
  index: number;
  total: number;
  ids: { tab: string; panel: string };
  active: boolean;
  /** True once the visitor has switched stones: only then does a newly shown panel animate in. */
  switched: boolean;
  /** 1 on a stone's own page, where the stone's name is the page heading. */
  headingLevel?: 1 | 2;
  labels: StonePanelLabels;
  /** Controls under the stone's name (the comparison's "Comparar"), given by the page. */
  actions?: ReactNode;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The details of one stone: the tab panel controlled by that stone's tab. */
export function StonePanel({ stone, index, total, ids, active, switched, headingLevel = 2, labels, actions }: Props) {
  const facts = [
    { label: labels.origin, value: stone.origin },
    { label: labels.age, value: stone.age },
    { label: labels.formation, value: stone.formation },
    ...(stone.rarity ? [{ label: labels.rarity, value: stone.rarity, wide: true }] : []),
  ];

  return (
    <S.Panel
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      hidden={!active}
      tabIndex={0}
      data-switched={switched && active ? '' : undefined}
    >
      <S.Head>
        <S.Meta>
          <span data-count aria-hidden="true">
            {pad(index + 1)} / {pad(total)}
          </span>
          {stone.badges.map((badge) => (
            <Badge key={badge} tone={badge === 'PREMIUM' ? 'dark' : 'bronze'}>
              {badge}
            </Badge>
          ))}
        </S.Meta>
        <S.Name as={headingLevel === 1 ? 'h1' : 'h2'}>{stone.name}</S.Name>
        <S.Subtitle>{stone.subtitle}</S.Subtitle>
        {actions && <S.Actions>{actions}</S.Actions>}
      </S.Head>

      <S.MediaColumn>
        <S.Frame>
          <Picture
            image={stone.image}
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw"
            fit="cover"
          />
        </S.Frame>
        <TechnicalSpecs id={`${ids.panel}-specs`} title={labels.technical} labels={labels.technicalFields} specs={stone.technical} level={headingLevel === 1 ? 2 : 3} />
      </S.MediaColumn>

      <S.BodyColumn>
        <S.Story>{stone.story}</S.Story>
        <S.Facts>
          {facts.map((fact) => (
            <div key={fact.label} data-wide={'wide' in fact ? '' : undefined}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </S.Facts>
        <div>
          <S.TraitsTitle as={headingLevel === 1 ? 'h2' : 'h3'}>{labels.characteristics}</S.TraitsTitle>
          <S.Traits>
            {stone.characteristics.map((trait) => (
              <li key={trait}>
                <Icon name="check" size={18} />
                <span>{trait}</span>
              </li>
            ))}
          </S.Traits>
        </div>
      </S.BodyColumn>
    </S.Panel>
  );
}
