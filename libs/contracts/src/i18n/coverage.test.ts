import * as path from 'node:path';
import es from './es';
import { findApiSentences } from './find-api-sentences';
import { untranslatedParts } from './translate-message';

// Every sentence the API can answer has its Spanish (issue #35): the contracts' validation messages, and every
// sentence the services and the gateway hand to an error. A new sentence without a translation fails here.
const root = path.resolve(__dirname, '../../../..');

/** Sentences deliberately left in English, each with its reason. */
const skipped: Record<string, string> = {
  '⟦1⟧ ⟦2⟧ answered outside its definition: (root) ':
    'a 500 that reports our own defect (an answer outside its contract) with schema paths: for developers',
  '⟦1⟧ ⟦2⟧ answered outside its definition: (root) ⟦3⟧': 'as above',
  '⟦1⟧ ⟦2⟧ answered outside its definition: ⟦3⟧ ': 'as above',
  '⟦1⟧ ⟦2⟧ answered outside its definition: ⟦3⟧ ⟦4⟧': 'as above',
};

// Reading ~500 files with the compiler takes a few seconds, more on a loaded machine.
jest.setTimeout(180_000);

describe('the Spanish catalogue covers every API sentence (issue #35)', () => {
  const sentences = findApiSentences(root);

  it('finds the sentences where they are written', () => {
    const texts = sentences.map((s) => s.text);
    // One of each kind: a zod message, a helper's label filled in from its caller, an error helper's sentence,
    // a server-kit default, a constant from the contracts, and a template built at run time.
    expect(texts).toEqual(
      expect.arrayContaining([
        'Enter a valid email address',
        'Notes must be at most 1000 characters',
        'Family member not found',
        'Please sign in to continue',
        'Invalid username or password',
        'The ⟦1⟧ plan allows up to ⟦2⟧ family members. Upgrade your plan to add more.',
      ]),
    );
    expect(sentences.length).toBeGreaterThan(700);
  });

  it('translates each of them, and each part a template fills in', () => {
    const untranslated = sentences
      .filter((sentence) => !sentence.kind && !(sentence.text in skipped))
      .map((sentence) => ({ ...sentence, parts: untranslatedParts(sentence.text, es) }))
      .filter((sentence) => sentence.parts.length > 0)
      .map(
        ({ text, parts, where }) =>
          `${JSON.stringify(text)} (untranslated: ${parts.join(' | ')}) at ${where}`,
      );
    expect(untranslated).toEqual([]);
  });

  // A worded sentence (an alert's title, issue #35) is looked up whole and its values go in untranslated, so its very
  // template needs its Spanish, and so does each phrase of ours put in one.
  it('finds the worded sentences and their phrases', () => {
    const wording = sentences.filter((s) => s.kind === 'wording').map((s) => s.text);
    expect(wording).toEqual(
      expect.arrayContaining([
        'New task for you: {title}',
        'Starts at {time} ({zone} time)',
        '{title} is due on {date}',
        '{medication}: dose not logged',
        'Field trip',
        'monthly',
      ]),
    );
  });

  it('has the Spanish of every worded template and phrase, whole', () => {
    const missing = sentences
      .filter(
        (sentence) => sentence.kind === 'wording' && (/⟦\d+⟧/.test(sentence.text) || !(sentence.text in es)),
      )
      .map(({ text, where }) => `${JSON.stringify(text)} at ${where}`);
    expect(missing).toEqual([]);
  });

  it('skips only sentences that still exist', () => {
    const texts = new Set(sentences.map((s) => s.text));
    expect(Object.keys(skipped).filter((text) => !texts.has(text))).toEqual([]);
  });
});
