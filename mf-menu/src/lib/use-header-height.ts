// The height of the page's sticky header, so the category bar sticks right under it and scrolling to
// a group leaves it uncovered. The header is the shell's; this only reads the size of the first
// sticky <header> on the page (0 in the standalone harness, which has none).
import { useEffect, useState } from 'react';

function findStickyHeader(): HTMLElement | null {
  for (const header of document.querySelectorAll('header')) {
    const position = getComputedStyle(header).position;
    if (position === 'sticky' || position === 'fixed') return header;
  }
  return null;
}

export function measureHeaderHeight(): number {
  return Math.round(findStickyHeader()?.getBoundingClientRect().height ?? 0);
}

export function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = findStickyHeader();
    if (!header) return;
    const update = () => setHeight(Math.round(header.getBoundingClientRect().height));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
