import { createContext, useContext } from 'react';

type Level = 2 | 3;

const SectionLevelContext = createContext<Level>(3);

/** The level of the cart's section headings: 2 under the page's h1, 3 under a modal's or card's h2. */
export const SectionLevel = SectionLevelContext.Provider;

/** The heading element for a section of the cart, and the level of the headings inside it. */
export function useSectionHeading(): { Heading: 'h2' | 'h3'; level: Level; inner: 3 | 4 } {
  const level = useContext(SectionLevelContext);
  return { Heading: level === 2 ? 'h2' : 'h3', level, inner: level === 2 ? 3 : 4 };
}
