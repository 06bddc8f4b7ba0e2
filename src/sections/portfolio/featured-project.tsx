import type { PortfolioProject } from '../../../content/types';
import { Badge } from '../../ui/badge';
import { Picture } from '../../ui/picture';
import type { PortfolioTexts } from './portfolio-labels';
import { Facts, Featured, FeaturedBadge, FeaturedBody, FeaturedMedia, FeaturedResult, FeaturedTitle, Kicker } from './portfolio.styles';

interface Props {
  project: PortfolioProject;
  texts: PortfolioTexts;
}

export function FeaturedProject({ project, texts }: Props) {
  const { labels } = texts;
  return (
    <Featured data-theme="dark" aria-labelledby={`projeto-${project.id}`}>
      <FeaturedMedia>
        <Picture image={project.image} sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw" fit="cover" />
        <FeaturedBadge>
          <Badge tone="bronze">{texts.featuredBadge}</Badge>
        </FeaturedBadge>
      </FeaturedMedia>
      <FeaturedBody>
        <Kicker>{texts.categoryLabels[project.category]}</Kicker>
        <FeaturedTitle id={`projeto-${project.id}`}>{project.title}</FeaturedTitle>
        <FeaturedResult>{project.result}</FeaturedResult>
        <Facts>
          <div>
            <dt>{labels.material}</dt>
            <dd>{project.material}</dd>
          </div>
          <div>
            <dt>{labels.finish}</dt>
            <dd>{project.finish}</dd>
          </div>
          <div>
            <dt>{labels.location}</dt>
            <dd>{project.location}</dd>
          </div>
          <div>
            <dt>{labels.year}</dt>
            <dd>{project.year}</dd>
          </div>
        </Facts>
      </FeaturedBody>
    </Featured>
  );
}
