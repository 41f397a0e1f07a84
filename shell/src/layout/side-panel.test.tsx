import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidePanel } from './side-panel';

afterEach(cleanup);

function panel(kind: 'navigation' | 'dialog', onFollowLink?: () => void) {
  const onClose = vi.fn();
  render(
    <SidePanel
      side="left"
      kind={kind}
      label="Меню"
      closeLabel="Закрыть"
      onClose={onClose}
      onFollowLink={onFollowLink}
    >
      <a href="#shops">Наши рестораны</a>
      <button type="button">Заказать звонок</button>
    </SidePanel>,
  );
  return onClose;
}

describe('the side panel of the burger and profile menus', () => {
  it('takes focus when it opens and is announced as the kind of panel it is', () => {
    panel('dialog');
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    expect(document.activeElement).toBe(dialog);
    cleanup();
    panel('navigation');
    expect(document.activeElement).toBe(screen.getByRole('navigation', { name: 'Меню' }));
  });

  it('closes by Escape, by its close button and by the backdrop', () => {
    const onClose = panel('navigation');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.click(document.querySelector('[aria-hidden="true"]') as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('lets go once a link inside is followed, but not on a button that is not a link', () => {
    const onFollowLink = vi.fn();
    const onClose = panel('dialog', onFollowLink);
    fireEvent.click(screen.getByRole('button', { name: 'Заказать звонок' }));
    expect(onFollowLink).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Наши рестораны' }));
    expect(onFollowLink).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
