import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UseVerdict } from '../../../content/stone-uses';
import type { CatalogueStone, TechnicalSpecs } from '../../../content/types';
import { estimateHref } from '../../lib/estimate-link';
import { Badge } from '../../ui/badge';
import { Picture } from '../../ui/picture';
import * as S from './catalogue-card.styles';
import { ReasonLine } from './reason-line';

/** The figures a card shows: the ones a use or a priority is decided by. */
export const CARD_FIGURES = ['dureza', 'absorcao', 'resistenciaMecanica'] as const satisfies readonly (keyof TechnicalSpecs)[];

export type CardStone = Pick<CatalogueStone, 'slug' | 'name' | 'path' | 'image' | 'badges' | 'collectionLabel' | 'technical'>;

export interface CatalogueCardProps {
  stone: CardStone;
  verdict: UseVerdict;
  reason: string;
  /** 'Com cuidados', said before the reason when the stone is not simply indicated. */
  verdictLabel?: string;
  figureLabels: Record<(typeof CARD_FIGURES)[number], string>;
  /** On the first screen: the image loads at once. */
  priority?: boolean;
  /** Set aside: a quieter, shorter card. */
  muted?: boolean;
  /** Controls of the card's own (e.g. adding the stone to a comparison), drawn above the card's link. */
  actions?: ReactNode;
  /** Level of the stone's name: 2 under the page's title (the catalogue), 3 under a section's. */
  headingLevel?: 2 | 3;
  /** "Estimar com esta pedra": a link to /estimativa with the stone chosen, when given. */
  estimateLabel?: string;
}

/** Card widths: one column on phones, two from 600 px, three from 1024 px (the grid's container is 1200 px). */
const SIZES = '(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 600px) 46vw, 92vw';

export function CatalogueCard({ stone, verdict, reason, verdictLabel, figureLabels, priority = false, muted = false, actions, headingLevel = 2, estimateLabel }: CatalogueCardProps) {
  const nameId = `pedra-${stone.slug}${muted ? '-fora' : ''}`;
  return (
    <S.Card aria-labelledby={nameId} data-muted={muted ? '' : undefined}>
      <S.Thumb>
        <Picture image={stone.image} sizes={SIZES} widths={[480, 800]} priority={priority} fit="cover" />
        {stone.badges.length > 0 && (
          <S.Badges>
            {stone.badges.map((badge) => (
              <Badge key={badge} tone={badge === 'PREMIUM' ? 'dark' : 'bronze'}>
                {badge}
              </Badge>
            ))}
          </S.Badges>
        )}
      </S.Thumb>
      <S.Body>
        <S.Collection>{stone.collectionLabel}</S.Collection>
        <S.Name id={nameId} as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={stone.path}>{stone.name}</Link>
        </S.Name>
        <ReasonLine verdict={verdict} reason={reason} verdictLabel={verdictLabel} />
        <S.Figures>
          {CARD_FIGURES.map((field) => (
            <div key={field}>
              <dt>{figureLabels[field]}</dt>
              <dd>{stone.technical[field]}</dd>
            </div>
          ))}
        </S.Figures>
        {estimateLabel && <S.EstimateLink to={estimateHref(stone.slug)}>{estimateLabel}</S.EstimateLink>}
        {actions && <S.Actions>{actions}</S.Actions>}
      </S.Body>
    </S.Card>
  );
}
