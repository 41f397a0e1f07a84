import { RichText, type TextValues } from './rich-text';
import styles from './text-sections.module.css';
import type { Block, TextSection } from './types';

/** One block of a section: a paragraph, a bulleted list or numbered steps. */
export function TextBlock({ block, values }: { block: Block; values: TextValues }) {
  if (typeof block === 'string') {
    return (
      <p className={styles.paragraph}>
        <RichText text={block} values={values} />
      </p>
    );
  }
  const ordered = 'steps' in block;
  const items = ordered ? block.steps : block.list;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} values={values} />
        </li>
      ))}
    </List>
  );
}

export function TextBlocks({ blocks, values }: { blocks: Block[]; values: TextValues }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
        <TextBlock key={index} block={block} values={values} />
      ))}
    </>
  );
}

interface TextSectionsProps {
  sections: TextSection[];
  values: TextValues;
  /** `page` sits among cards (big headings, more air); `document` is a long legal text. */
  variant?: 'page' | 'document';
}

/** Sections of running text, each under its own h2 (the page holds the h1). */
export function TextSections({ sections, values, variant = 'page' }: TextSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className={`${styles.section} ${styles[variant]}`}>
          <h2 className={styles.heading}>{section.heading}</h2>
          <TextBlocks blocks={section.body} values={values} />
        </section>
      ))}
    </>
  );
}
