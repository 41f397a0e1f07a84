// The worked example of the write-off rule as a table: each line, how much of it bonuses may cover,
// and the result for a balance larger than that.
import { formatPrice } from '@storefront/shared/domain';
import { bonusExample } from './bonus-example';
import styles from './bonus-page.module.css';
import { RichText, type TextValues } from './content/rich-text';
import type { PageContent } from './content/ru';

interface BonusExampleTableProps {
  text: PageContent['bonus']['example'];
  values: TextValues;
  currencyCode: string;
  currency: string;
}

export function BonusExampleTable({ text, values, currencyCode, currency }: BonusExampleTableProps) {
  const example = bonusExample(currencyCode);
  const money = (value: number) => formatPrice(value, { currency });
  const unit = money(1);
  const filled: TextValues = {
    ...values,
    balance: money(example.balance),
    writeOff: money(example.writeOff),
    payable: money(example.payable),
  };

  return (
    <>
      <p className={styles.prose}>
        <RichText text={text.intro} values={filled} />
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.item}</th>
              <th scope="col">{text.columns.calc}</th>
              <th scope="col" className={styles.amount}>
                {text.columns.writeOff}
              </th>
            </tr>
          </thead>
          <tbody>
            {example.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{text.rows[row.key]}</th>
                <td className={styles.calc}>
                  {row.key === 'delivery'
                    ? money(row.price)
                    : `(${money(row.price)} − ${unit}) × ${row.count}`}
                </td>
                <td className={styles.amount}>{money(row.writeOff)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {text.limit}
              </th>
              <td className={styles.amount}>{money(example.limit)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.prose}>
        <RichText text={text.result} values={filled} />
      </p>
    </>
  );
}
