import { useTheme } from '@emotion/react';
import { useId } from 'react';
import type { HeroContent } from '../../../content/types';
import { BudgetLink } from '../../ui/budget-link';
import { Eyebrow } from '../../ui/eyebrow';
import { Picture } from '../../ui/picture';
import { PlateFade } from '../../ui/plate-fade';
import { splitEmphasis } from './split-emphasis';
import {
  Actions,
  ArchitectCard,
  Caption,
  Column,
  Copy,
  Headline,
  HeroShell,
  ImageLayer,
  Inner,
  Lead,
  Media,
  Monogram,
  Plate,
  Quote,
  Stat,
  Stats,
  Veil,
} from './hero.styles';

interface Props {
  content: HeroContent;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/** The first screen of the home page and its largest paint: the stone, and one promise and one action on a solid plate. */
export function Hero({ content }: Props) {
  const titleId = useId();
  const plateColor = useTheme().colors.graphite;
  const { before, emphasis, after } = splitEmphasis(content.headline, content.headlineEmphasis);
  const { architect } = content;

  return (
    <HeroShell aria-labelledby={titleId} data-theme="dark">
      <Media>
        <ImageLayer>
          <Picture image={content.image} sizes="100vw" priority fit="cover" />
        </ImageLayer>
        <Veil aria-hidden="true" />
      </Media>
      <Inner>
        <Column aria-hidden="true">
          <PlateFade color={plateColor} edge="right" />
        </Column>
        <Plate>
          <PlateFade color={plateColor} edge="top" reach={8} aria-hidden="true" />
          <Copy>
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <Headline id={titleId}>
              {before}
              {emphasis && <em>{emphasis}</em>}
              {after}
            </Headline>
            <Lead>{content.lead}</Lead>
            <Actions>
              <BudgetLink size="lg">{content.cta}</BudgetLink>
            </Actions>
            <Stats>
              {content.stats.map((stat) => (
                <Stat key={stat.label}>
                  <strong>{stat.value}</strong>
                  <span>{stat.label}</span>
                </Stat>
              ))}
            </Stats>
          </Copy>
        </Plate>
        <ArchitectCard>
          <Quote>{architect.quote}</Quote>
          <Caption>
            <Monogram aria-hidden="true">{initials(architect.name)}</Monogram>
            <span>
              <strong>{architect.name}</strong>
              {architect.role}
            </span>
          </Caption>
        </ArchitectCard>
      </Inner>
    </HeroShell>
  );
}
