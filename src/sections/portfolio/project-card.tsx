import type { PortfolioProject } from '../../../content/types';
import { Icon } from '../../ui/icons';
import { Picture } from '../../ui/picture';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { visibleTags } from './portfolio-filter';
import type { PortfolioTexts } from './portfolio-labels';
import { Card, CardBody, CardMedia, CardTitle, Kicker, Meta, Result, Tags } from './portfolio.styles';

interface Props {
  project: PortfolioProject;
  texts: PortfolioTexts;
}

export function ProjectCard({ project, texts }: Props) {
  const wide = project.size === 'large';
  const { labels } = texts;
  return (
    <Card wide={wide}>
      <CardMedia wide={wide}>
        <Picture
          image={project.image}
          sizes={wide ? '(min-width: 1024px) 440px, (min-width: 768px) 92vw, 84vw' : '(min-width: 1024px) 380px, (min-width: 768px) 46vw, 84vw'}
          fit="cover"
        />
      </CardMedia>
      <CardBody>
        <Kicker>
          {texts.categoryLabels[project.category]} · {project.year}
        </Kicker>
        <CardTitle>{project.title}</CardTitle>
        <Meta>
          <VisuallyHidden>{labels.material}: </VisuallyHidden>
          {project.material} · {project.finish}
        </Meta>
        <Meta>
          <Icon name="pin" size={16} />
          <VisuallyHidden>{labels.location}: </VisuallyHidden>
          {project.location}
        </Meta>
        <Result>{project.result}</Result>
        <Tags>
          {visibleTags(project.tags).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      </CardBody>
    </Card>
  );
}
