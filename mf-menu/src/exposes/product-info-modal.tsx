// ProductInfoModal (spec §2), opened by name with `{ productId, cartKey? }`; the shell's modal host
// gives the frame, this is its content. The product comes from the menu already in the query cache.
import '../i18n';
// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/product';
import type { Product } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Button, Skeleton } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { MenuCartProvider } from '../product/menu-cart';
import { ProductInfo } from '../product/product-info';
import { useProducts } from '../query/products';
import styles from './modal-content.module.css';

export interface ProductInfoModalProps {
  onClose(): void;
  productId?: number;
  /** The cart line whose modifiers are being edited. */
  cartKey?: string;
  /** A product not in the current menu (e.g. passed by another remote). */
  product?: Product;
}

function findProduct(data: ReturnType<typeof useProducts>['data'], id: number | undefined): Product | null {
  if (!data || id === undefined) return null;
  for (const group of data.product_groups) {
    const found = group.products.find((product) => product.id === id);
    if (found) return found;
  }
  return data.popular_products.find((product) => product.id === id) ?? null;
}

export default function ProductInfoModal({
  onClose,
  productId,
  cartKey,
  product: given,
}: ProductInfoModalProps) {
  const { t } = useTranslation(['menu-product', 'common']);
  const products = useProducts();
  const product = findProduct(products.data, productId ?? given?.id) ?? given ?? null;

  if (!product && products.isPending && productId !== undefined) {
    return (
      <div className={styles.loading} data-testid={testIds.menu.productModal} aria-busy="true">
        <Skeleton height={280} />
        <Skeleton variant="text" lines={3} />
      </div>
    );
  }
  if (!product) {
    return (
      <div className={styles.message} data-testid={testIds.menu.productModal}>
        <p>{t('productModal.notFound')}</p>
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </div>
    );
  }
  // Keyed by product: a related product opened from here starts with its own choices.
  return (
    <MenuCartProvider>
      <ProductInfo key={product.id} product={product} cartKey={cartKey} onClose={onClose} />
    </MenuCartProvider>
  );
}
