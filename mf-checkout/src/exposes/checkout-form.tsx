// Cart step 2 (spec §2), shown by mf-cart through the shell's CheckoutForm outlet.
import '../i18n';
import { CheckoutFormView, type CheckoutFormViewProps } from '../form/checkout-form';

export type CheckoutFormProps = CheckoutFormViewProps;

export default function CheckoutForm(props: CheckoutFormProps) {
  return <CheckoutFormView {...props} />;
}
