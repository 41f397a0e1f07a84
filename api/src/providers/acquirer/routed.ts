// Two acquirings in one deployment: cards by one provider (CloudPayments, its widget and 3-D
// Secure), SBP and SberPay by another (YooKassa). A charge goes by its method; later calls about an
// attempt go to the provider that charged it (its method, read by `methodOf` from the attempt).
import type {
  AcquirerMethod,
  AcquirerProvider,
  AcquirerResult,
  ChargeRequest,
  Complete3dsInput,
} from './types';

export class RoutedAcquirer implements AcquirerProvider {
  readonly name: string;
  readonly publicId: string;
  readonly widgetUrl: string;

  constructor(
    private readonly card: AcquirerProvider,
    private readonly others: AcquirerProvider,
    private readonly methodOf: (reference: string) => Promise<AcquirerMethod | null>,
  ) {
    this.name = `${card.name}+${others.name}`;
    this.publicId = card.publicId;
    this.widgetUrl = card.widgetUrl;
  }

  private async of(reference: string) {
    return (await this.methodOf(reference)) === 'card' ? this.card : this.others;
  }

  charge(request: ChargeRequest): Promise<AcquirerResult> {
    return (request.method === 'card' ? this.card : this.others).charge(request);
  }
  complete3ds(input: Complete3dsInput) {
    return this.card.complete3ds(input);
  }
  async status(reference: string) {
    return (await this.of(reference)).status(reference);
  }
  async cancel(reference: string) {
    return (await this.of(reference)).cancel(reference);
  }
  async refund(reference: string) {
    return (await this.of(reference)).refund(reference);
  }
  transactionOfCres(cres: string) {
    return this.card.transactionOfCres(cres);
  }
}
