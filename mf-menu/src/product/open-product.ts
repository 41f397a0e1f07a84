import { modalStore } from '@storefront/shared/stores';

/** Opens the product modal (spec §2) by name; the shell's modal host renders mf-menu's content. */
export function openProduct(productId: number, extra: { cartKey?: string } = {}): void {
  modalStore.getState().open('ProductInfoModal', { productId, ...extra });
}
