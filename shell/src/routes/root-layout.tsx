import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FlashMessages } from '../layout/flash-messages';
import { ModalHost } from '../modals/modal-host';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ModalHost />
      <FlashMessages />
      <ScrollRestoration />
    </>
  );
}
