// The acquirer (card, SBP, SberPay, wallets) behind one interface. The sandbox implementation
// behaves like a real acquirer: its own ledger, test cards, 3-D Secure, bank confirmation pages,
// deadlines and signed notifications. Extended by the payments module.
export interface AcquirerProvider {
  readonly name: string;
}
