// The shell's lazily loaded namespaces in Uzbek, in one chunk: a visitor in Uzbek loads it once, with the
// first page or modal that needs one of them (each namespace's `load`). One chunk per language, not one per
// namespace and language: the start-up script names every chunk it may load.
export { shellCities } from '../cities/uz';
export { shellConfirm } from '../confirm/uz';
export { shellForms } from '../forms/uz';
export { shellLocation } from '../location/uz';
export { shellPages } from '../pages/uz';
