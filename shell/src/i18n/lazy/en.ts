// The shell's lazily loaded namespaces in English, in one chunk: a visitor in English loads it once, with the
// first page or modal that needs one of them (each namespace's `load`). One chunk per language, not one per
// namespace and language: the start-up script names every chunk it may load.
export { shellCities } from '../cities/en';
export { shellConfirm } from '../confirm/en';
export { shellForms } from '../forms/en';
export { shellLocation } from '../location/en';
export { shellPages } from '../pages/en';
