// The shell's lazily loaded namespaces in German, in one chunk: a visitor in German loads it once, with the
// first page or modal that needs one of them (each namespace's `load`). One chunk per language, not one per
// namespace and language: the start-up script names every chunk it may load.
export { shellCities } from '../cities/de';
export { shellConfirm } from '../confirm/de';
export { shellForms } from '../forms/de';
export { shellLocation } from '../location/de';
export { shellPages } from '../pages/de';
