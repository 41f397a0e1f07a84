// The long texts are Markdown files, one per page and language (`<lng>/<page>.md`), so a translator
// edits prose, not code. They use a small subset, read here into the sections the pages render:
// `## heading`, paragraphs, `- ` bullets and `1. ` numbered steps, blocks apart by a blank line.
// Nothing else (no inline markup, no HTML): the text is rendered as text, placeholders filled.
import type { Block, TextSection } from './types';

const BULLET = /^- /;
const STEP = /^\d+\. /;

function blockOf(lines: string[]): Block {
  if (lines.every((line) => BULLET.test(line)))
    return { list: lines.map((line) => line.replace(BULLET, '')) };
  if (lines.every((line) => STEP.test(line))) return { steps: lines.map((line) => line.replace(STEP, '')) };
  return lines.join(' ');
}

/** The `## ` sections of a Markdown text; a block before the first heading is an error in the file. */
export function sectionsOf(markdown: string): TextSection[] {
  const sections: TextSection[] = [];
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const heading = lines[0]?.match(/^## (.+)$/);
    if (heading?.[1]) {
      sections.push({ heading: heading[1], body: lines.length > 1 ? [blockOf(lines.slice(1))] : [] });
      continue;
    }
    const section = sections.at(-1);
    if (!section) throw new Error(`Markdown text before its first "## " heading: ${lines[0]}`);
    section.body.push(blockOf(lines));
  }
  return sections;
}
