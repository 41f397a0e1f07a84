import { act, cleanup, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration, ShellRouter } from './shell-router';

let navigate: ReturnType<typeof useNavigate>;

function Page() {
  navigate = useNavigate();
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderRouter() {
  return render(
    <ShellRouter>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <ScrollRestoration />
    </ShellRouter>,
  );
}

describe('the shell router', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/moscow');
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('leaves the scroll where it is on the first render (the server page coming to life)', () => {
    renderRouter();
    expect(screen.getByTestId('where').textContent).toBe('/moscow');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on a new location, not when the navigation keeps the scroll', async () => {
    renderRouter();
    await act(async () => navigate('/moscow/about'));
    expect(screen.getByTestId('where').textContent).toBe('/moscow/about');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    await act(async () =>
      navigate('/moscow/about?group=salads', { replace: true, preventScrollReset: true }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/moscow/about?group=salads');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => navigate('/moscow/cart'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('goes back to where the visitor was with every section laid out, not at estimated heights', async () => {
    document.documentElement.removeAttribute('data-full-layout');
    const laidOut: boolean[] = [];
    scrollTo.mockImplementation(() =>
      laidOut.push(document.documentElement.hasAttribute('data-full-layout')),
    );
    renderRouter();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2400 });
    await act(async () => navigate('/moscow/about'));
    expect(laidOut).toEqual([false]); // a new page's top: nothing above it to measure
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    expect(laidOut).toEqual([false, true]);
    Reflect.deleteProperty(window, 'scrollY');
    document.documentElement.removeAttribute('data-full-layout');
  });
});
