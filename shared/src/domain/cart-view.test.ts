import { describe, expect, it } from 'vitest';
import {
  type CartLineLike,
  isOrderableLine,
  relatedCarouselItems,
  relatedCarouselTitle,
  relatedSkeletonCount,
} from './cart-view';

describe('orderable lines (spec §2 cart step 1)', () => {
  it('orders default and related lines, never unavailable or stopped ones', () => {
    const types: CartLineLike['type'][] = ['default', 'related', 'unavailable', 'stop'];
    expect(types.filter((type) => isOrderableLine({ type }))).toEqual(['default', 'related']);
  });
});

describe('related carousel (spec §2)', () => {
  it("reads 'add to order' for the pizza brand and 'with product choose' for the others", () => {
    expect(relatedCarouselTitle('pizza')).toBe('addToOrder');
    expect(relatedCarouselTitle('rolls')).toBe('withProductChoose');
  });

  it('has a skeleton of 5 cards, 3 on desktop', () => {
    expect(relatedSkeletonCount(true)).toBe(5);
    expect(relatedSkeletonCount(false)).toBe(3);
  });

  it("shows the cart's related ids in order, leaving out what the cart holds", () => {
    const suggestions = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(relatedCarouselItems([3, 9, 1, 2], suggestions, [2])).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
