// Inline styles for the e-mails. Mail clients drop web fonts, most of <head>'s CSS and anything clever, so every
// rule that matters sits on its element; the only stylesheet is the dark-mode override, which clients that honour
// prefers-color-scheme (Apple Mail, some others) apply and the rest ignore. Colours are the site's tokens.
import type { CSSProperties } from 'react';
import { colors } from '../theme/tokens.ts';

/** Fonts every mail client has: Georgia for the one heading, Arial or Helvetica for the rest. */
export const serif = "Georgia, 'Times New Roman', Times, serif";
export const sans = 'Arial, Helvetica, sans-serif';

const wrap: CSSProperties = { wordBreak: 'break-word', overflowWrap: 'anywhere' };

export const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: colors.bone, color: colors.ink, fontFamily: sans },
  container: {
    maxWidth: '600px',
    width: '100%',
    margin: '0 auto',
    backgroundColor: colors.paper,
    border: `1px solid ${colors.stoneLine}`,
  },
  masthead: { padding: '20px 24px', borderBottom: `1px solid ${colors.stoneLine}` },
  wordmark: { margin: 0, fontFamily: serif, fontSize: '20px', lineHeight: '24px', letterSpacing: '0.32em', color: colors.graphite },
  main: { padding: '28px 24px 8px' },
  eyebrow: {
    margin: '0 0 8px',
    fontFamily: sans,
    fontSize: '12px',
    lineHeight: '16px',
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: colors.bronze,
    fontWeight: 700,
  },
  heading: { margin: '0 0 16px', fontFamily: serif, fontSize: '28px', lineHeight: '34px', fontWeight: 400, color: colors.graphite, ...wrap },
  text: { margin: '0 0 12px', fontFamily: sans, fontSize: '16px', lineHeight: '24px', color: colors.ink, ...wrap },
  small: { margin: '0 0 6px', fontFamily: sans, fontSize: '14px', lineHeight: '20px', color: colors.inkMuted, ...wrap },
  sectionTitle: {
    margin: '28px 0 4px',
    fontFamily: sans,
    fontSize: '13px',
    lineHeight: '18px',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    fontWeight: 700,
    color: colors.inkMuted,
  },
  answerCell: { padding: '10px 0', borderBottom: `1px solid ${colors.stoneLine}`, verticalAlign: 'top' },
  answerLabel: { margin: '0 0 2px', fontFamily: sans, fontSize: '13px', lineHeight: '18px', color: colors.inkMuted, ...wrap },
  answerValue: { margin: 0, fontFamily: sans, fontSize: '16px', lineHeight: '24px', color: colors.ink, ...wrap },
  button: {
    display: 'inline-block',
    backgroundColor: colors.bronze,
    color: colors.paper,
    fontFamily: sans,
    fontSize: '16px',
    lineHeight: '24px',
    fontWeight: 700,
    textDecoration: 'none',
    padding: '12px 24px',
    borderRadius: '4px',
  },
  link: { color: colors.bronze, textDecoration: 'underline', ...wrap },
  note: {
    margin: '20px 0 0',
    padding: '14px 16px',
    backgroundColor: colors.travertine,
    fontFamily: sans,
    fontSize: '15px',
    lineHeight: '22px',
    color: colors.ink,
    ...wrap,
  },
  noteAttention: { borderLeft: `4px solid ${colors.bronze}` },
  footer: { padding: '20px 24px 24px', borderTop: `1px solid ${colors.stoneLine}`, marginTop: '24px' },
  footerText: { margin: '0 0 4px', fontFamily: sans, fontSize: '13px', lineHeight: '19px', color: colors.inkMuted, ...wrap },
} satisfies Record<string, CSSProperties>;

/** The dark palette: the same tokens turned over (graphite ground, light text, the light bronze for links). */
export const dark = {
  ground: colors.graphite,
  card: colors.graphiteSoft,
  rule: colors.inkMuted,
  text: colors.onDark,
  muted: colors.onDarkMuted,
  accent: colors.bronzeLight,
  note: colors.graphite,
  buttonText: colors.graphite,
} as const;

/**
 * Dark mode for clients that honour prefers-color-scheme (Apple Mail among them). Clients that invert colours on
 * their own (Gmail's and Outlook's apps) keep the light palette's contrast, which holds either way.
 */
export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .lv-body, .lv-body > table > tbody > tr > td { background-color: ${dark.ground} !important; }
  .lv-card { background-color: ${dark.card} !important; border-color: ${dark.rule} !important; }
  .lv-rule { border-color: ${dark.rule} !important; }
  .lv-text, .lv-heading, .lv-wordmark { color: ${dark.text} !important; }
  .lv-muted { color: ${dark.muted} !important; }
  .lv-eyebrow, .lv-link { color: ${dark.accent} !important; }
  .lv-note { background-color: ${dark.note} !important; color: ${dark.text} !important; }
  .lv-button { background-color: ${dark.accent} !important; color: ${dark.buttonText} !important; }
}
`;
