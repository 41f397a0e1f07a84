import { Outlet } from 'react-router-dom';
import { ChunkErrorBanner } from '../layout/chunk-error-banner';
import { CookieNotice } from '../layout/cookie-notice';
import { FlashMessages } from '../layout/flash-messages';
import { ModalHost } from '../modals/modal-host';
import { scrollKey } from './scroll-key';
import { ScrollRestoration } from './shell-router';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ModalHost />
      <FlashMessages />
      <CookieNotice />
      <ChunkErrorBanner />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
