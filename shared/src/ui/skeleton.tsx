import type { CSSProperties } from 'react';
import { cx } from './class-names';
import styles from './skeleton.module.css';

export type SkeletonVariant = 'block' | 'text' | 'circle';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** Number → px. Defaults: full width; a circle is as wide as it is high. */
  width?: number | string;
  /** Number → px. Defaults: 1em for text, 120 px for a block, 40 px for a circle. */
  height?: number | string;
  /** Text only: how many lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

const DEFAULT_HEIGHT: Record<SkeletonVariant, number | undefined> = {
  block: 120,
  text: undefined,
  circle: 40,
};
const px = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder in the shape of what is loading (DESIGN.md: skeletons in the exact shape). It is
 * hidden from assistive technology; the region it fills should carry `aria-busy` while loading.
 */
export function Skeleton({ variant = 'block', width, height, lines = 1, className }: SkeletonProps) {
  const h = height ?? DEFAULT_HEIGHT[variant];
  const style: CSSProperties = {
    width: px(width ?? (variant === 'circle' ? h : undefined)),
    height: px(h),
  };

  if (variant === 'text' && lines > 1) {
    return (
      <span
        className={cx(styles.lines, className)}
        aria-hidden="true"
        data-variant="text"
        style={{ width: px(width) }}
      >
        {Array.from({ length: lines }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have no identity
          <span key={line} className={cx(styles.skeleton, styles.text)} style={{ height: px(height) }} />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, styles[variant], className)}
      aria-hidden="true"
      data-variant={variant}
      style={style}
    />
  );
}
