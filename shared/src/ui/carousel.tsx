import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Children,
  type CSSProperties,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './carousel.module.css';
import { cx } from './class-names';
import { Skeleton } from './skeleton';
import { useReducedMotion } from './use-reduced-motion';

type EmblaApi = EmblaCarouselType;
export type CarouselOptions = EmblaOptionsType;

// embla is loaded when a visitor first interacts — with the page (a tap, a key, a wheel) or with a
// carousel (hovering or focusing it) — not with the first screen: until then the slides are
// the server's HTML, the arrows show when the slides overflow, and an arrow pressed early scrolls once
// embla is here.
type Wanted = () => void;
const waiting = new Set<Wanted>();
let interacted = false;
const PAGE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

function onPageInteraction() {
  interacted = true;
  for (const event of PAGE_EVENTS) window.removeEventListener(event, onPageInteraction, true);
  for (const wanted of [...waiting]) wanted();
  waiting.clear();
}

function whenInteracted(wanted: Wanted): () => void {
  if (interacted) {
    wanted();
    return () => {};
  }
  if (waiting.size === 0)
    for (const event of PAGE_EVENTS)
      window.addEventListener(event, onPageInteraction, { capture: true, passive: true });
  waiting.add(wanted);
  return () => waiting.delete(wanted);
}

/** embla on the viewport once `wanted`; the API, or undefined until it has loaded. */
function useLazyEmbla(options: CarouselOptions, wanted: boolean) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();
  const stored = useRef(options);
  useEffect(() => {
    if (!wanted || !viewport) return;
    let created: EmblaApi | undefined;
    let cancelled = false;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        created = EmblaCarousel(viewport, stored.current);
        setApi(created);
      },
      (error: unknown) => console.warn('[ui] the carousel could not load', error),
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport]);
  return [setViewport, api, viewport] as const;
}

export interface CarouselProps {
  /** Names the carousel for screen readers ("Often ordered"); usually the visible heading's text. */
  label: string;
  /** The slides: each child is one slide. */
  children?: ReactNode;
  /** Shows `skeletonCount` skeleton slides instead (spec §2: related products 5, 3 on desktop). */
  loading?: boolean;
  /** One slide's placeholder, in the shape of a card; a grey block by default. */
  skeleton?: ReactNode;
  skeletonCount?: number;
  /** The width of one slide (any CSS length): `240px`, `80%`. */
  slideSize?: string;
  /** embla options; by default slides snap to the start and the ends do not overscroll. */
  options?: CarouselOptions;
  className?: string;
  'data-testid'?: string;
}

const DEFAULT_OPTIONS: CarouselOptions = { align: 'start', containScroll: 'trimSnaps', dragFree: false };

/**
 * A horizontal carousel on embla-carousel: swipe on phones, prev/next arrows for pointers, arrow keys
 * anywhere in it, snap to slides, and a slide that gets focus scrolls into view. It is a region named
 * by `label` with each slide announced as "n of total"; while loading it shows skeleton slides.
 */
export function Carousel({
  label,
  children,
  loading = false,
  skeleton,
  skeletonCount = 3,
  slideSize = '240px',
  options,
  className,
  'data-testid': testId,
}: CarouselProps) {
  const { t } = useTranslation('common');
  const viewportId = useId();
  const reducedMotion = useReducedMotion();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const [viewportRef, embla, viewport] = useLazyEmbla({ ...DEFAULT_OPTIONS, ...options }, wanted);
  const [edges, setEdges] = useState({ prev: false, next: false });
  const pending = useRef<'prev' | 'next' | null>(null);

  useEffect(() => (wanted ? undefined : whenInteracted(want)), [wanted, want]);

  // Before embla: the slides start at the first, so there is a next one when they overflow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slides' count changes the overflow
  useEffect(() => {
    if (embla || !viewport) return;
    const overflow = (viewport.firstElementChild?.scrollWidth ?? 0) > viewport.clientWidth + 1;
    setEdges({ prev: false, next: overflow });
  }, [embla, viewport, loading, Children.count(children)]);

  const update = useCallback((api: EmblaApi) => {
    setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
  }, []);

  useEffect(() => {
    if (!embla) return;
    update(embla);
    embla.on('select', update).on('reInit', update);
    // An arrow pressed while embla was loading.
    if (pending.current === 'prev' && embla.canScrollPrev()) embla.scrollPrev(reducedMotion);
    if (pending.current === 'next' && embla.canScrollNext()) embla.scrollNext(reducedMotion);
    pending.current = null;
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update, reducedMotion]);

  const scroll = (direction: 'prev' | 'next') => {
    if (!embla) {
      // Scrolls once embla is here, if it can.
      pending.current = direction;
      want();
      return;
    }
    if (!edges[direction]) return;
    if (direction === 'prev') embla.scrollPrev(reducedMotion);
    else embla.scrollNext(reducedMotion);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      scroll(event.key === 'ArrowLeft' ? 'prev' : 'next');
    }
  };

  const slides = loading
    ? Array.from({ length: skeletonCount }, () => skeleton ?? <Skeleton height={200} />)
    : Children.toArray(children);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      aria-busy={loading || undefined}
      className={cx(styles.carousel, className)}
      style={{ '--carousel-slide-size': slideSize } as CSSProperties}
      onKeyDown={handleKeyDown}
      onPointerEnter={wanted ? undefined : want}
      onFocus={wanted ? undefined : want}
      data-testid={testId}
    >
      <div ref={viewportRef} id={viewportId} className={styles.viewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role=group; a fieldset is for form controls
            <div
              // Children.toArray keyed the slides; skeleton slides have no identity but their place.
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.carousel.slide', { index: index + 1, total: slides.length })}
              aria-hidden={loading || undefined}
              className={styles.slide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {!loading && (edges.prev || edges.next) && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label={t('ui.carousel.prev')}
            aria-controls={viewportId}
            aria-disabled={!edges.prev || undefined}
            onClick={() => scroll('prev')}
          >
            <ChevronLeft size={24} aria-hidden="true" focusable="false" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={t('ui.carousel.next')}
            aria-controls={viewportId}
            aria-disabled={!edges.next || undefined}
            onClick={() => scroll('next')}
          >
            <ChevronRight size={24} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </section>
  );
}
