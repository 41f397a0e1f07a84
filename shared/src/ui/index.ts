// The storefront design system. Tokens: import '@storefront/shared/ui/tokens.css' once in the shell
// (and in each remote's standalone dev harness).
export { Alert, type AlertProps, type AlertTone } from './alert';
export { backLinkClass } from './back-link';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass } from './button';
export { Carousel, type CarouselOptions, type CarouselProps } from './carousel';
export { Checkbox, type CheckboxProps } from './checkbox';
export { cx } from './class-names';
export { ConfirmInline, type ConfirmInlineProps } from './confirm-inline';
export { Counter, type CounterProps, type CounterSize } from './counter';
export { FieldFrame, type FieldFrameProps, fieldA11y, fieldControlClass } from './field';
export { FieldError, type FieldErrorProps, isShownMessage } from './field-error';
export { layOutInFull } from './full-layout';
export { iconButtonClass } from './icon-button';
export { LineImage } from './line-image';
export { loadScript } from './load-script';
export { ModalFrame, type ModalFrameProps, type ModalSize } from './modal-frame';
export { Outlet, type OutletName, type OutletProps, registerOutlet } from './outlet';
export { Price, type PriceProps, type PriceSize } from './price';
export { ProductCard, type ProductCardProps, type ProductCardTestIds, useWeightText } from './product-card';
export { ProductImage, type ProductImageProps } from './product-image';
export { RelatedProductCard, type RelatedProductCardProps, RelatedProductSkeleton } from './related-product';
export {
  renderedAt,
  renderedLayoutIsMobile,
  setRenderedAt,
  setRenderedLayout,
} from './rendered-layout';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { stackListClass } from './stack-list';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export { useErrorText } from './use-error-text';
export { type FieldIds, useFieldIds } from './use-field-ids';
export { useIsMobile, useMediaQuery } from './use-media-query';
export { useReducedMotion } from './use-reduced-motion';
export { VisuallyHidden, visuallyHiddenClass } from './visually-hidden';
