// /visualizar?ambiente=cozinha&bancada=taj-mahal&parede=carrara: a stone on each surface of a room.
// The address is the choice: the prerendered page holds the rooms' defaults, and the script applies the
// address to the radios once the page runs, then keeps it in step with every choice. Without the script the
// radios still change the picture (see src/sections/visualizer/visualizer-rules.ts).
import styled from '@emotion/styled';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogueStones, findCatalogueStone } from '../../content/catalogue';
import { formatList } from '../../content/pt-br-format.mjs';
import { findStoneUse } from '../../content/stone-uses';
import { visualizerContent as text, visualizerRooms, type VisualizerRoom, type VisualizerRoomSlug, type VisualizerSurfaceKey } from '../../content/visualizer';
import { visualizerLayers } from '../../content/visualizer-layers';
import { fillReason, tierFor } from '../lib/stone-fit';
import { visitHref } from '../lib/visit-booking-query';
import { budgetHrefFor, chosenStones, estimateHref, selectionFromSearch, visualizerHref, withDefaults } from '../lib/visualizer-selection';
import { Visualizer, type VisualizerRoomView } from '../sections/visualizer/visualizer';
import type { SurfaceChoices } from '../sections/visualizer/stone-choices';
import type { VisualizerChange, VisualizerChoices } from '../sections/visualizer/visualizer-dom';
import { usePageHead } from '../seo/use-page-head';
import { Eyebrow } from '../ui/eyebrow';
import { Container } from '../ui/section';

type Stones = Record<VisualizerRoomSlug, Partial<Record<VisualizerSurfaceKey, string>>>;

const Page = styled.section(({ theme }) => ({
  background: theme.colors.bone,
  padding: `${theme.space(2)} 0 ${theme.space(10)}`,
  [theme.mq.lg]: { padding: `${theme.space(8)} 0 ${theme.space(14)}` },
}));
// Phones: a short intro (no eyebrow, a smaller lead), so the room, its surfaces and a whole row of swatches
// share the first screen above the fixed "Orçar projeto" bar.
const Intro = styled.header(({ theme }) => ({ maxWidth: '46rem', marginBottom: theme.space(2), [theme.mq.lg]: { marginBottom: theme.space(5) } }));
const PageEyebrow = styled(Eyebrow)(({ theme }) => ({ [theme.mq.belowLg]: { display: 'none' } }));
const Title = styled.h1(({ theme }) => ({ fontSize: theme.fontSizes.h2, textWrap: 'balance' }));
const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space(1),
  fontSize: theme.fontSizes.md,
  lineHeight: 1.5,
  color: theme.colors.inkMuted,
  textWrap: 'pretty',
  [theme.mq.lg]: { marginTop: theme.space(1.5), fontSize: theme.fontSizes.lg, lineHeight: 1.6 },
}));

const isStone = (slug: string) => findCatalogueStone(slug) !== undefined;
const nameOf = (slug: string | undefined) => (slug && findCatalogueStone(slug)?.name) || '';
const swatchOf = (slug: string) => `/media/visualizer/swatches/${slug}.webp`;

// Every stone on every surface, each with its verdict and reason there (content/stone-uses.ts).
const surfaceChoices = (room: VisualizerRoom): SurfaceChoices[] =>
  room.surfaces.map((surface) => {
    const use = findStoneUse(surface.use);
    return {
      key: surface.key,
      label: surface.label,
      options: catalogueStones.map((stone) => {
        const tier = use ? tierFor(use, stone.figures) : undefined;
        return { slug: stone.slug, name: stone.name, swatch: swatchOf(stone.slug), verdict: tier?.verdict ?? 'indicada', reason: tier ? fillReason(tier.reason, stone.technical) : '' };
      }),
    };
  });
const choicesByRoom = Object.fromEntries(visualizerRooms.map((room) => [room.slug, surfaceChoices(room)])) as Record<VisualizerRoomSlug, SurfaceChoices[]>;
const stoneSlugs = catalogueStones.map((stone) => stone.slug);
const defaults = (): Stones => Object.fromEntries(visualizerRooms.map((room) => [room.slug, withDefaults(room, {})])) as Stones;
const firstSurfaces = () => Object.fromEntries(visualizerRooms.map((room) => [room.slug, room.surfaces[0]!.key])) as Record<VisualizerRoomSlug, VisualizerSurfaceKey>;
const roomOf = (slug: VisualizerRoomSlug) => visualizerRooms.find((room) => room.slug === slug)!;

/** '{room} com bancada em Taj Mahal, ilha em Taj Mahal e parede da bancada em Carrara'. */
export function pictureLabel(room: VisualizerRoom, stones: Partial<Record<VisualizerSurfaceKey, string>>): string {
  const parts = room.surfaces.map((s) => text.surfaceInStone.replace('{surface}', s.label.toLowerCase()).replace('{stone}', nameOf(stones[s.key])));
  return text.pictureLabel.replace('{room}', room.label).replace('{surfaces}', formatList(parts));
}


export default function VisualizerPage() {
  usePageHead({ ...text.seo, canonicalPath: '/visualizar' });
  // The prerendered defaults first (what the HTML holds). The radios hold the choice; the visualizer applies the
  // address to them once the page runs and tells every change after the frame that shows it.
  const [initial] = useState(() => ({ room: visualizerRooms[0]!.slug, stones: defaults(), activeSurface: firstSurfaces() }));
  const [room, setRoom] = useState<VisualizerRoomSlug>(initial.room);
  const [stones, setStones] = useState<Stones>(initial.stones);
  const [announcement, setAnnouncement] = useState('');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [asked] = useState(() => () => {
    const selection = selectionFromSearch(search, visualizerRooms, isStone);
    return { room: selection.room.slug, stones: selection.stones };
  });

  // The address follows every choice the visitor makes (not the first state, an address asked for), replaced
  // through the router after the frame that shows the choice.
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void navigate(visualizerHref(roomOf(room), stones[room]), { replace: true }));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [room, stones, navigate]);

  // Already after the frame that shows the change; the label, the links and the announcement follow in a transition.
  const onChoices = useCallback((choices: VisualizerChoices, change: VisualizerChange | undefined) => {
    if (change) chosen.current = true;
    startTransition(() => {
      setRoom(choices.room);
      setStones(choices.stones);
      if (change?.kind === 'room') setAnnouncement(pictureLabel(roomOf(change.room), choices.stones[change.room]));
      else if (change?.kind === 'stone') {
        const label = roomOf(change.room).surfaces.find((s) => s.key === change.surface)?.label ?? change.surface;
        setAnnouncement(text.announcement.replace('{surface}', label).replace('{stone}', nameOf(change.slug)));
      }
    });
  }, []);

  const views: VisualizerRoomView[] = useMemo(
    () =>
      visualizerRooms.map((r) => {
        const selection = { room: r, stones: stones[r.slug] };
        return { slug: r.slug, label: r.label, surfaces: choicesByRoom[r.slug], pictureLabel: pictureLabel(r, stones[r.slug]), estimateHref: estimateHref(selection), budgetHref: budgetHrefFor(selection), visitHref: visitHref({ kind: 'showroom', stones: chosenStones(selection), room: r.estimateRoom ?? null }) };
      }),
    [stones],
  );

  return (
    <Page aria-labelledby="visualizar-titulo">
      <Container>
        <Intro>
          <PageEyebrow>{text.eyebrow}</PageEyebrow>
          <Title id="visualizar-titulo">{text.title}</Title>
          <Lead>{text.lead}</Lead>
        </Intro>
        <Visualizer
          rooms={views}
          layers={visualizerLayers}
          stoneSlugs={stoneSlugs}
          initialRoom={initial.room}
          initialStones={initial.stones}
          initialActiveSurface={initial.activeSurface}
          labels={text}
          announcement={announcement}
          asked={asked}
          onChoices={onChoices}
        />
      </Container>
    </Page>
  );
}
