import { initI18n } from '@storefront/shared/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { Carousel } from './carousel';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

it('starts the real embla carousel and unmounts cleanly', () => {
  const { unmount } = render(
    <Carousel label="Related" slideSize="50%">
      <div>One</div>
      <div>Two</div>
    </Carousel>,
  );
  expect(screen.getByRole('region', { name: 'Related' })).toBeTruthy();
  expect(screen.getByText('Two')).toBeTruthy();
  unmount();
});
