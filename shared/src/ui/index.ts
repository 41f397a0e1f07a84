// The storefront design system. Tokens: import '@storefront/shared/ui/tokens.css' once in the shell
// (and in each remote's standalone dev harness).
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { cx } from './class-names';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
