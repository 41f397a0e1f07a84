import '../i18n';
import { DeleteAddressDialog } from '../addresses/delete-address-dialog';

export interface ConfirmDeleteAddressModalProps {
  onClose(): void;
  /** The saved address to delete. */
  addressId?: number;
  /** The address as the list shows it ('city, address, apartment room'). */
  address?: string;
}

/** ConfirmDeleteAddressModal (spec §2, confirm type): asks before a saved address is deleted. */
export default function ConfirmDeleteAddressModal(props: ConfirmDeleteAddressModalProps) {
  return <DeleteAddressDialog {...props} />;
}
