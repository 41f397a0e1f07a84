import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

const first = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Skeleton', () => {
  afterEach(cleanup);

  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(first(container).getAttribute('aria-hidden')).toBe('true');
  });

  it('takes its height in px from a number, as the shell passes it', () => {
    const { container } = render(<Skeleton height={160} />);
    expect(first(container).style.height).toBe('160px');
    expect(first(container).dataset.variant).toBe('block');
  });

  it('accepts CSS lengths', () => {
    const { container } = render(<Skeleton variant="text" width="50%" height="2em" />);
    expect(first(container).style.width).toBe('50%');
    expect(first(container).style.height).toBe('2em');
  });

  it('draws a circle as wide as it is high', () => {
    const { container } = render(<Skeleton variant="circle" height={48} />);
    expect(first(container).style.width).toBe('48px');
    expect(first(container).style.height).toBe('48px');
  });

  it('draws several text lines', () => {
    const { container } = render(<Skeleton variant="text" lines={3} />);
    expect(first(container).children).toHaveLength(3);
    expect(first(container).getAttribute('aria-hidden')).toBe('true');
  });
});
