import type { ReactNode } from 'react';
import type { CollectionPage } from '../../../content/types';
import { Badge } from '../../ui/badge';
import { Picture } from '../../ui/picture';
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
  /** The stone tabs. */
  children: ReactNode;
}

/** Opening screen of a collection: title, tagline and the stone picker over the collection's texture. */
export function CollectionHero({ hero, variant, labels, titleId, pickerLabelId, children }: Props) {
  const tone = variant.heroTone;
  return (
    <S.HeroShell aria-labelledby={titleId} tone={tone} height={variant.heroHeight} data-theme={tone === 'dark' ? 'dark' : undefined}>
      <S.Media>
        <Picture image={hero.image} sizes="100vw" priority fit="cover" />
      </S.Media>
      <S.Scrim tone={tone} />
      <S.Veil tone={tone} data-hero-veil />
      <S.Inner>
        <S.BackLink to="/">
          <span aria-hidden="true">←</span>
          {labels.back}
        </S.BackLink>
        <S.Body>
          <Badge tone={tone === 'dark' ? 'light' : 'dark'}>{hero.badge}</Badge>
          <S.Title id={titleId}>{hero.title}</S.Title>
          <S.Tagline>{hero.tagline}</S.Tagline>
        </S.Body>
        <S.Picker tone={tone}>
          <S.PickerHead>
            <span id={pickerLabelId}>{labels.stonePicker}</span>
            <span>{labels.stoneCount}</span>
          </S.PickerHead>
          {children}
        </S.Picker>
      </S.Inner>
    </S.HeroShell>
  );
}
