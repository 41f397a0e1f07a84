// The numbers and names of spec §9 that only the API applies (the shared ones are in
// @storefront/shared/domain's constants).

export const BONUS_PROGRAM_COOKIE = 'enable_bonus_program';
