import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { CollectionPage } from '../../../content/types';
import { Badge } from '../../ui/badge';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { PlateFade } from '../../ui/plate-fade';
import type { CollectionVariant } from './collection-variant';
import * as S from './collection-hero.styles';

interface Props {
  hero: CollectionPage['hero'];
  variant: CollectionVariant;
  labels: { back: string; stonePicker: string; stoneCount: string };
  /** Id of the page title, which names the hero. */
  titleId: string;
  /** Id of the element naming the picker (used as the tablist's label). */
  pickerLabelId: string;
  /** On a stone's page: a shorter hero whose title names the collection without being the page heading. */
  compact?: boolean;
  /** The stone tabs. */
  children: ReactNode;
}

/** Opening screen of a collection: the collection's texture, and its title, tagline and stone picker on a solid plate. */
export function CollectionHero({ hero, variant, labels, titleId, pickerLabelId, compact = false, children }: Props) {
  const tone = variant.heroTone;
  const plateColor = S.base(useTheme(), tone);
  return (
    <S.HeroShell aria-labelledby={titleId} tone={tone} height={compact ? 'compact' : variant.heroHeight} data-theme={tone === 'dark' ? 'dark' : undefined}>
      <S.Media>
        <Picture image={hero.image} sizes="100vw" priority fit="cover" />
      </S.Media>
      <S.Veil tone={tone} data-hero-veil />
      <S.Inner>
        <S.Column tone={tone} aria-hidden="true">
          <PlateFade color={plateColor} edge="right" />
        </S.Column>
        <S.BackLink to="/" tone={tone}>
          <Icon name="arrow-left" size={16} strokeWidth={2} />
          {labels.back}
        </S.BackLink>
        <S.Plate tone={tone}>
          <PlateFade color={plateColor} edge="top" aria-hidden="true" />
          <S.Body>
            <Badge tone={tone === 'dark' ? 'light' : 'dark'}>{hero.badge}</Badge>
            {compact ? (
              <S.Title as="p" id={titleId} data-compact="">
                {hero.title}
              </S.Title>
            ) : (
              <>
                <S.Title id={titleId}>{hero.title}</S.Title>
                <S.Tagline>{hero.tagline}</S.Tagline>
              </>
            )}
          </S.Body>
          <S.Picker tone={tone}>
            <S.PickerHead>
              <span id={pickerLabelId}>{labels.stonePicker}</span>
              <span>{labels.stoneCount}</span>
            </S.PickerHead>
            {children}
          </S.Picker>
        </S.Plate>
      </S.Inner>
    </S.HeroShell>
  );
}
