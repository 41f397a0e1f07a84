/** Bonuses can still be spent on `today` (`YYYY-MM-DD` in the city) with the deadline inclusive. */
export function canSpendBonuses(today: string, deadline: string | null): boolean {
  return deadline === null || today <= deadline;
}
