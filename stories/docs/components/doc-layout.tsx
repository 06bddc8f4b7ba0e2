// The typography and tables of the workbench's documentation pages, in the site's own language:
// bone paper, graphite ink, the display serif for titles, bronze for what can be followed.
import styled from '@emotion/styled';

// Full width on the page's bone background (Ladle's own is white), the text kept to 1120 px by padding.
export const DocPage = styled.article(({ theme }) => ({
  minHeight: '100vh',
  padding: `${theme.space(6)} max(clamp(20px, 4vw, 56px), calc((100% - 1120px) / 2)) ${theme.space(12)}`,
  background: theme.colors.bone,
  color: theme.colors.ink,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.md,
  lineHeight: 1.65,
  '& p + p': { marginTop: theme.space(1.5) },
}));

export const Kicker = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: theme.colors.bronze,
  marginBottom: theme.space(1.5),
}));

export const Title = styled.h1(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: 'clamp(2.25rem, 1.6rem + 2.4vw, 3.5rem)',
  color: theme.colors.graphite,
  marginBottom: theme.space(2),
}));

export const Lead = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.6,
  color: theme.colors.inkMuted,
  maxWidth: '68ch',
}));

export const DocSection = styled.section(({ theme }) => ({
  marginTop: theme.space(7),
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colors.stoneLine}`,
}));

export const H2 = styled.h2(({ theme }) => ({
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.h3,
  color: theme.colors.graphite,
  marginBottom: theme.space(2),
}));

export const H3 = styled.h3(({ theme }) => ({
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.md,
  fontWeight: 700,
  letterSpacing: 0,
  lineHeight: 1.4,
  color: theme.colors.graphite,
  margin: `${theme.space(3)} 0 ${theme.space(1)}`,
}));

export const Prose = styled.div(({ theme }) => ({
  maxWidth: '72ch',
  '& ul, & ol': { margin: `${theme.space(1)} 0 0`, paddingLeft: theme.space(2.5) },
  '& li + li': { marginTop: theme.space(0.75) },
  '& a': { color: theme.colors.bronzeDark, textUnderlineOffset: 3 },
}));

export const Code = styled.code(({ theme }) => ({
  fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  fontSize: '0.875em',
  padding: '0.1em 0.35em',
  borderRadius: theme.radii.sm,
  background: theme.colors.travertine,
  color: theme.colors.ink,
  overflowWrap: 'anywhere',
}));

export const Pre = styled.pre(({ theme }) => ({
  fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.6,
  margin: `${theme.space(1.5)} 0`,
  padding: theme.space(2),
  borderRadius: theme.radii.md,
  background: theme.colors.graphite,
  color: theme.colors.onDark,
  overflowX: 'auto',
}));

export const TableWrap = styled.div(({ theme }) => ({
  overflowX: 'auto',
  margin: `${theme.space(1.5)} 0`,
  border: `1px solid ${theme.colors.stoneLine}`,
  borderRadius: theme.radii.md,
  background: theme.colors.paper,
}));

export const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  '& caption': { textAlign: 'left', padding: `${theme.space(1.5)} ${theme.space(2)} 0`, fontWeight: 700, color: theme.colors.graphite },
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', padding: `${theme.space(1.25)} ${theme.space(2)}` },
  '& thead th': {
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.colors.inkMuted,
    background: theme.colors.travertine,
    borderBottom: `1px solid ${theme.colors.stoneLine}`,
    whiteSpace: 'nowrap',
  },
  '& tbody tr + tr > *': { borderTop: `1px solid ${theme.colors.travertine}` },
  '& tbody th': { fontWeight: 600, whiteSpace: 'nowrap' },
}));

export const Muted = styled.span(({ theme }) => ({ color: theme.colors.inkMuted }));

export const Pill = styled.span(({ theme }) => ({
  display: 'inline-block',
  padding: '0.05em 0.6em',
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  background: theme.colors.sand,
  color: theme.colors.ink,
  whiteSpace: 'nowrap',
}));

const mono = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/**
 * Wraps Markdown written in an MDX page, giving its plain elements the documentation's typography.
 * Ladle marks them `.ladle-markdown` and sets Arial on them; `&&` outweighs that.
 */
export const MarkdownArticle = styled(DocPage)(({ theme }) => ({
  '&& :is(h1, h2)': { fontFamily: theme.fonts.display, fontWeight: 400, color: theme.colors.graphite },
  '&& :is(h3, p, ul, ol, li, a)': { fontFamily: theme.fonts.body, fontSize: 'inherit', color: 'inherit' },
  '&& a': { color: theme.colors.bronzeDark },
  '&& code': { fontFamily: mono, border: 0, lineHeight: 'inherit', color: theme.colors.ink },
  '&& pre code': { color: 'inherit' },
  '& h1': { fontSize: 'clamp(2.25rem, 1.6rem + 2.4vw, 3.5rem)', color: theme.colors.graphite, marginBottom: theme.space(2) },
  '& h2': {
    fontSize: theme.fontSizes.h3,
    color: theme.colors.graphite,
    marginTop: theme.space(7),
    paddingTop: theme.space(4),
    borderTop: `1px solid ${theme.colors.stoneLine}`,
    marginBottom: theme.space(2),
  },
  '& h3': { fontFamily: theme.fonts.body, fontSize: theme.fontSizes.md, fontWeight: 700, letterSpacing: 0, margin: `${theme.space(3)} 0 ${theme.space(1)}` },
  '& > p, & > ul, & > ol': { maxWidth: '72ch' },
  '& p + p, & p + ul, & ul + p, & p + ol, & ol + p': { marginTop: theme.space(1.5) },
  '& ul, & ol': { margin: `${theme.space(1)} 0 0`, paddingLeft: theme.space(2.5) },
  '& li + li': { marginTop: theme.space(0.75) },
  '& a': { color: theme.colors.bronzeDark, fontWeight: 600, textUnderlineOffset: 3 },
  '& code': { fontFamily: mono, fontSize: '0.875em', padding: '0.1em 0.35em', borderRadius: theme.radii.sm, background: theme.colors.travertine },
  '& pre': {
    fontFamily: mono,
    fontSize: theme.fontSizes.sm,
    lineHeight: 1.6,
    margin: `${theme.space(1.5)} 0`,
    padding: theme.space(2),
    borderRadius: theme.radii.md,
    background: theme.colors.graphite,
    color: theme.colors.onDark,
    overflowX: 'auto',
  },
  '& pre code': { background: 'transparent', padding: 0, color: 'inherit' },
  '& > table': {
    display: 'block',
    overflowX: 'auto',
    width: '100%',
    borderCollapse: 'collapse',
    margin: `${theme.space(1.5)} 0`,
    fontSize: theme.fontSizes.sm,
    background: theme.colors.paper,
    border: `1px solid ${theme.colors.stoneLine}`,
    borderRadius: theme.radii.md,
  },
  '& > table th, & > table td': { textAlign: 'left', verticalAlign: 'top', padding: `${theme.space(1.25)} ${theme.space(2)}` },
  '& > table thead th': {
    fontSize: theme.fontSizes.xs,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.colors.inkMuted,
    background: theme.colors.travertine,
  },
  '& > table tbody tr > *': { borderTop: `1px solid ${theme.colors.travertine}` },
}));
