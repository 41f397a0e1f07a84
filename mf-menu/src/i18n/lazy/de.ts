// mf-menu's lazily loaded namespaces in German, in one chunk: a visitor in German loads it once, with the
// first modal, page or panel that needs one of them (each namespace's `load`). One chunk per language, not
// one per namespace and language: mf-menu's remote entry names every chunk it may load.
export { menuFilters } from '../filters/de';
export { menuProduct } from '../product/de';
export { menuPromotions } from '../promotions/de';
