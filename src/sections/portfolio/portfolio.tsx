import { useId } from 'react';
import type { PortfolioFilter, PortfolioProject, SectionHeading as Heading } from '../../../content/types';
import { BudgetLink } from '../../ui/budget-link';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import { FeaturedProject } from './featured-project';
import { countByCategory, featuredProject, filterProjects } from './portfolio-filter';
import type { PortfolioTexts } from './portfolio-labels';
import { ProjectCard } from './project-card';
import { usePortfolioFilter } from './use-portfolio-filter';
import { Closing, Empty, FilterButton, Filters, Grid, Head, HeadStats } from './portfolio.styles';

interface Props {
  heading: Heading;
  projects: readonly PortfolioProject[];
  filters: readonly PortfolioFilter[];
  texts: PortfolioTexts;
  /** Filter pressed on first render (stories); the spec starts on todos. */
  initialFilter?: PortfolioFilter;
}

export function Portfolio({ heading, projects, filters, texts, initialFilter = 'todos' }: Props) {
  const titleId = useId();
  const gridId = useId();
  const { active, shown, fading, select } = usePortfolioFilter(initialFilter);
  const featured = featuredProject(projects);
  const counts = countByCategory(projects);
  const visible = filterProjects(projects, shown);

  return (
    <Section tone="paper" labelledBy={titleId}>
      <Head>
        <SectionHeading id={titleId} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        <HeadStats>
          {texts.stats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </HeadStats>
      </Head>

      {featured && <FeaturedProject project={featured} texts={texts} />}

      <Filters role="group" aria-label={texts.labels.filterGroup}>
        {filters.map((filter) => (
          <FilterButton
            key={filter}
            type="button"
            aria-pressed={active === filter}
            aria-controls={gridId}
            onClick={() => select(filter)}
          >
            {texts.filterLabels[filter]}{' '}
            <span>({counts[filter]})</span>
          </FilterButton>
        ))}
      </Filters>

      <div id={gridId}>
        {visible.length > 0 ? (
          // Keyed by filter so a new set starts scrolled to its first card; focusable so the phone row
          // scrolls from the keyboard too.
          <Grid key={shown} aria-busy={fading} data-filter={shown} tabIndex={0} aria-labelledby={titleId}>
            {visible.map((project) => (
              <ProjectCard key={project.id} project={project} texts={texts} />
            ))}
          </Grid>
        ) : (
          <Empty aria-busy={fading}>{texts.labels.empty}</Empty>
        )}
      </div>

      <Closing>
        <div>
          <h3>{texts.closing.title}</h3>
          <p>{texts.closing.text}</p>
        </div>
        <BudgetLink size="lg">{texts.closing.button}</BudgetLink>
      </Closing>
    </Section>
  );
}
