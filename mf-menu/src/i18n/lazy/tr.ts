// mf-menu's lazily loaded namespaces in Turkish, in one chunk: a visitor in Turkish loads it once, with the
// first modal, page or panel that needs one of them (each namespace's `load`). One chunk per language, not
// one per namespace and language: mf-menu's remote entry names every chunk it may load.
export { menuFilters } from '../filters/tr';
export { menuProduct } from '../product/tr';
export { menuPromotions } from '../promotions/tr';
