import styled from '@emotion/styled';
import { useId } from 'react';
import type { BrandContent } from '../../../content/types';
import type { VideoControlLabels } from '../../../content/video-controls';
import { BudgetLink } from '../../ui/budget-link';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { BrandStats, type CounterMode } from './brand-stats';
import { ComparisonTable, type ComparisonLabels } from './comparison-table';
import { FeatureShowcase } from './feature-showcase';

const Cta = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: theme.space(2),
  '& > a': { width: '100%', [theme.mq.sm]: { width: 'auto' } },
}));

interface Props {
  content: BrandContent;
  comparisonLabels: ComparisonLabels;
  videoLabels: VideoControlLabels;
  /** 'animate' (the site) counts once on view; stories freeze the counters at 'start' or 'end'. */
  counters?: CounterMode;
  /** Feature whose media the desktop panel shows at first (stories). */
  initialFeature?: number | null;
}

export function Brand({ content, comparisonLabels, videoLabels, counters = 'animate', initialFeature = null }: Props) {
  const titleId = useId();
  return (
    <Section id="diferenciais" tone="dark" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <BrandStats counters={content.counters} mode={counters} />
      <FeatureShowcase
        features={content.features}
        defaultPanel={content.defaultPanel}
        videoLabels={videoLabels}
        initialFeature={initialFeature}
      />
      <ComparisonTable comparison={content.comparison} labels={comparisonLabels} />
      <Cta>
        <BudgetLink variant="onDark" size="lg">
          {content.cta}
        </BudgetLink>
      </Cta>
    </Section>
  );
}
