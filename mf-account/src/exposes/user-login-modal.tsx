import '../i18n';
import { LoginFlow } from '../login/login-flow';

export interface UserLoginModalProps {
  onClose(): void;
  /** `order` when opened from the cart's order button: after sign-in the order goes on (spec §4). */
  intent?: 'order' | (string & {});
  /** Where to go after sign-in; the current page when absent. */
  redirect?: string;
}

/** UserLoginModal (spec §2, §4 Login): sign-in by a one-time code sent by call or SMS. Content only. */
export default function UserLoginModal(props: UserLoginModalProps) {
  return <LoginFlow {...props} />;
}
