// @vitest-environment node
// Every text colour of the e-mails against what it sits on, in the light palette and in the dark one: WCAG AA.
import { describe, expect, it } from 'vitest';
import { dark, styles } from '../../src/emails/email-styles';
import { contrastRatio } from '../../stories/docs/contrast';

const card = styles.container.backgroundColor;
const light: [string, string, string][] = [
  ['text', styles.text.color, card],
  ['answer value', styles.answerValue.color, card],
  ['muted text and labels', styles.small.color, card],
  ['answer label', styles.answerLabel.color, card],
  ['eyebrow', styles.eyebrow.color, card],
  ['link', styles.link.color, card],
  ['footer', styles.footerText.color, card],
  ['note', styles.note.color, styles.note.backgroundColor],
  ['link in a note', styles.link.color, styles.note.backgroundColor],
  ['button', styles.button.color, styles.button.backgroundColor],
];
const darkPairs: [string, string, string][] = [
  ['text', dark.text, dark.card],
  ['muted text', dark.muted, dark.card],
  ['eyebrow and link', dark.accent, dark.card],
  ['note', dark.text, dark.note],
  ['link in a note', dark.accent, dark.note],
  ['button', dark.buttonText, dark.accent],
];

describe('e-mail colours', () => {
  it.each(light)('light: %s meets AA (4.5:1)', (_, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(darkPairs)('dark: %s meets AA (4.5:1)', (_, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
