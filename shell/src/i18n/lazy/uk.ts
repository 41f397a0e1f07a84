// The shell's lazily loaded namespaces in Ukrainian, in one chunk: a visitor in Ukrainian loads it once, with the
// first page or modal that needs one of them (each namespace's `load`). One chunk per language, not one per
// namespace and language: the start-up script names every chunk it may load.
export { shellCities } from '../cities/uk';
export { shellConfirm } from '../confirm/uk';
export { shellForms } from '../forms/uk';
export { shellLocation } from '../location/uk';
export { shellPages } from '../pages/uk';
