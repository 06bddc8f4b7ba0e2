import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { EventContent } from '../../../content/types';
import type { VideoControlLabels } from '../../../content/video-controls';
import { Container } from '../../ui/section';
import { Eyebrow } from '../../ui/eyebrow';
import { Icon } from '../../ui/icons';
import { Video } from '../../ui/video';
import { EventFacts } from './event-facts';

const Shell = styled.section(({ theme }) => ({
  background: theme.colors.bone,
  padding: `${theme.space(3)} 0 ${theme.space(8)}`,
  [theme.mq.lg]: { padding: `${theme.space(4)} 0 ${theme.space(14)}` },
}));

const BackLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: 44,
  paddingRight: theme.space(1),
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: theme.colors.ink,
  '& svg': { flex: 'none', transition: `transform ${theme.durations.fast}ms ${theme.easing.out}` },
  '&:hover svg': { transform: 'translateX(-4px)' },
}));

const Header = styled.header(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  margin: `${theme.space(5)} 0 ${theme.space(5)}`,
  [theme.mq.lg]: {
    gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
    alignItems: 'end',
    columnGap: theme.space(10),
    margin: `${theme.space(8)} 0 ${theme.space(7)}`,
  },
}));

const Title = styled.h1({
  fontSize: 'clamp(2.5rem, 1.4rem + 4.6vw, 5.25rem)',
  lineHeight: 1.02,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

const Lead = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.65,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
  [theme.mq.lg]: { paddingBottom: theme.space(1) },
}));

const Stage = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 8fr) minmax(0, 4fr)', gap: theme.space(6), alignItems: 'stretch' },
}));

const Player = styled(Video)(({ theme }) => ({
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lifted,
  alignSelf: 'start',
  video: { cursor: 'auto' },
}));

interface Props {
  event: Pick<EventContent, 'back' | 'eyebrow' | 'title' | 'lead' | 'video' | 'facts' | 'date'>;
  videoLabels: VideoControlLabels;
  videoFallback: string;
}

/** Back link, headline, the recorded masterclass and its figures. */
export function EventIntro({ event, videoLabels, videoFallback }: Props) {
  return (
    <Shell aria-labelledby="evento-titulo">
      <Container>
        <BackLink to="/">
          <Icon name="arrow-left" size={16} strokeWidth={2} />
          {event.back}
        </BackLink>
        <Header>
          <div>
            <Eyebrow>{event.eyebrow}</Eyebrow>
            <Title id="evento-titulo">{event.title}</Title>
          </div>
          <Lead>{event.lead}</Lead>
        </Header>
        <Stage>
          <Player
            src={event.video.src}
            poster={event.video.poster}
            label={event.title}
            labels={videoLabels}
            ratio={16 / 9}
            autoPlay={false}
            controls
            preload="metadata"
            posterLoading="eager"
          >
            {videoFallback}
          </Player>
          <EventFacts facts={event.facts} venue={event.date.venue} />
        </Stage>
      </Container>
    </Shell>
  );
}
