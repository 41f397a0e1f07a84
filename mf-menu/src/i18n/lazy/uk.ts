// mf-menu's lazily loaded namespaces in Ukrainian, in one chunk: a visitor in Ukrainian loads it once, with the
// first modal, page or panel that needs one of them (each namespace's `load`). One chunk per language, not
// one per namespace and language: mf-menu's remote entry names every chunk it may load.
export { menuFilters } from '../filters/uk';
export { menuProduct } from '../product/uk';
export { menuPromotions } from '../promotions/uk';
