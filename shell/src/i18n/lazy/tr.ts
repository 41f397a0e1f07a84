// The shell's lazily loaded namespaces in Turkish, in one chunk: a visitor in Turkish loads it once, with the
// first page or modal that needs one of them (each namespace's `load`). One chunk per language, not one per
// namespace and language: the start-up script names every chunk it may load.
export { shellCities } from '../cities/tr';
export { shellConfirm } from '../confirm/tr';
export { shellForms } from '../forms/tr';
export { shellLocation } from '../location/tr';
export { shellPages } from '../pages/tr';
