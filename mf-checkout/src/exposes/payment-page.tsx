// /{city}/order/payment/{orderCacheKey} (spec §2): the payment gateway page.
import '../i18n';
import { PaymentView, type PaymentViewProps } from '../payment/payment-view';

export type PaymentPageProps = PaymentViewProps;

export default function PaymentPage(props: PaymentPageProps) {
  return <PaymentView {...props} />;
}
