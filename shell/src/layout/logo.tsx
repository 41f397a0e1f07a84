// The brand logo. For one brand (spec §2/§9) the mark rotates among four pictures every 3 s.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { rotatesLogo } from '../domain/brand-rules';
import { LOGO_ROTATION_IMAGES, LOGO_ROTATION_MS } from '../domain/constants';
import mark1 from './logo/mark-1.svg';
import mark2 from './logo/mark-2.svg';
import mark3 from './logo/mark-3.svg';
import mark4 from './logo/mark-4.svg';
import styles from './logo.module.css';

const MARKS = [mark1, mark2, mark3, mark4].slice(0, LOGO_ROTATION_IMAGES);

export function Logo({ brand, to }: { brand: string; to: string }) {
  const { t } = useTranslation('shell');
  const rotates = rotatesLogo(brand);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!rotates) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % MARKS.length), LOGO_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotates]);

  return (
    <Link
      to={to}
      className={styles.logo}
      title={t('header.home')}
      data-logo-index={rotates ? index : undefined}
    >
      <img src={MARKS[index]} width={32} height={32} alt="" className={styles.mark} />
      <span className={styles.word}>{t(`brands.${brand}` as 'brands.pizza', { defaultValue: brand })}</span>
    </Link>
  );
}
