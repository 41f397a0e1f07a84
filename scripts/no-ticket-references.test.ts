// Comments, test titles and docs say why, never which ticket: the tracker is not in the repository,
// so a reader who meets a ticket number learns nothing from it. Every tracked text file is read,
// so a reference wrapped across two comment lines is caught too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/**
 * A ticket number: the word, an optional `#`, a number — on one line or wrapped onto a comment line.
 * Not a bank's wording of 3-D Secure (an issuer's challenge), which the test below spells out.
 */
const TICKET = /\bissues?[ \t]*(?:\r?\n[ \t]*(?:\/\/|\*|#|<!--)?[ \t]*)?#?\d(?!\d*-D\b)/gi;
/** Generated or binary files: nobody writes prose in them. */
const SKIPPED = /(?:^|\/)pnpm-lock\.yaml$|\.(?:png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf|zip|gz)$/;

function ticketReferences(file: string, text: string): string[] {
  return [...text.matchAll(TICKET)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
  });
}

describe('ticket references', () => {
  // Spelt in pieces, so that this file does not hold what it looks for.
  const word = 'issue';

  it('finds the forms a reference takes', () => {
    expect(ticketReferences('a.ts', `// loads later (${word} 21).`)).toHaveLength(1);
    expect(ticketReferences('a.ts', `// Issue${' '}5, acceptance 1: a visitor lands`)).toHaveLength(1);
    expect(ticketReferences('a.ts', `// when the code loads (${word}\n// 17): Russian`)).toHaveLength(1);
    expect(ticketReferences('a.ts', `// when the code loads (${word}\n * #17): Russian`)).toHaveLength(1);
    expect(ticketReferences('a.md', `as ${word}s 12 and 19 asked`)).toHaveLength(1);
    expect(ticketReferences('a.ts', 'const issued = issueCode(); // the issuer')).toEqual([]);
    expect(ticketReferences('a.ts', `// banks ${word} 3-D Secure challenges`)).toEqual([]);
  });

  it('stand nowhere in the repository', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !SKIPPED.test(file));
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return []; // listed but absent from the work tree (a deletion not yet staged)
      }
      return ticketReferences(file, text);
    });
    expect(found, 'say why in words; the ticket stays in the tracker').toEqual([]);
  });
});
