// One story embedded in a documentation page. Each story runs in its own frame, in Ladle's preview
// mode, exactly as when opened alone: its own document (fixed banners and bars stay inside it), its
// own Supabase scenario (MSW) and its own width preset. The frame follows the story's height.
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { viewports } from '../../../.ladle/viewports.mjs';
import { storyHref } from '../story-id';

const presets: Record<string, number> = viewports;

export function frameWidth(width: unknown): number | null {
  if (typeof width === 'number') return width;
  if (typeof width === 'string') return presets[width] ?? null;
  return null;
}

const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space(1.25),
}));

const Stage = styled.div(({ theme }) => ({
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.stoneLine}`,
  background: `repeating-linear-gradient(45deg, ${theme.colors.travertine} 0 1px, transparent 1px 12px), ${theme.colors.bone}`,
  overflow: 'hidden',
}));

const Frame = styled.iframe({
  display: 'block',
  border: 0,
  margin: '0 auto',
  background: 'transparent',
  maxWidth: '100%',
});

const Caption = styled.figcaption(({ theme }) => ({
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  color: theme.colors.inkMuted,
  '& a': { color: theme.colors.graphite, fontWeight: 700, textUnderlineOffset: 3 },
  '& a:hover': { color: theme.colors.bronzeDark },
}));

const Width = styled.span(({ theme }) => ({ marginLeft: theme.space(1), fontSize: theme.fontSizes.xs, color: theme.colors.inkMuted }));

interface StoryFrameProps {
  id: string;
  name: string;
  caption: string;
  width?: unknown;
  minHeight?: number;
  /** Eager for the first, live example; the gallery loads as it scrolls into view. */
  eager?: boolean;
}

const MAX_HEIGHT = 2400;

export function StoryFrame({ id, name, caption, width, minHeight = 160, eager = false }: StoryFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(minHeight);
  const pixels = frameWidth(width);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | null = null;
    const follow = () => {
      observer?.disconnect();
      const view = element.contentWindow as (Window & typeof globalThis) | null;
      const root = element.contentDocument?.getElementById('ladle-root');
      if (!view || !root) return;
      const measure = () => setHeight(Math.min(MAX_HEIGHT, Math.max(minHeight, Math.ceil(root.getBoundingClientRect().height))));
      observer = new view.ResizeObserver(measure);
      observer.observe(root);
      measure();
    };
    element.addEventListener('load', follow);
    if (element.contentDocument?.readyState === 'complete') follow();
    return () => {
      element.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [minHeight]);

  return (
    <Figure data-doc-story={id}>
      <Stage>
        <Frame
          ref={frame}
          title={`Exemplo: ${name}`}
          src={`${storyHref(id)}&mode=preview`}
          loading={eager ? 'eager' : 'lazy'}
          style={{ width: pixels && pixels < 1200 ? pixels : '100%', height }}
          scrolling={height >= MAX_HEIGHT ? 'yes' : 'no'}
        />
      </Stage>
      <Caption>
        <a href={storyHref(id)} target="_top">
          {name}
        </a>
        {pixels && <Width>({pixels} px)</Width>}
        {' — '}
        {caption}
      </Caption>
    </Figure>
  );
}
