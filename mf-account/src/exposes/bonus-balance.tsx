import '../i18n';
import { BonusLabel } from '../bonus/bonus-label';

export interface BonusBalanceProps {
  /** `/{cityAlias}`; the current city's when absent. */
  basePath?: string;
}

/** BonusBalance (spec §1, §6): the bonus label, with the balance for a signed-in customer. */
export default function BonusBalance(props: BonusBalanceProps) {
  return <BonusLabel {...props} />;
}
