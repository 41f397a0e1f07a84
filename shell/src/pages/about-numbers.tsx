// The "in numbers" cards of the about page. Every figure is counted from live data (the city list and
// the site settings), so the page never claims a number the storefront does not show elsewhere.
import { useCities, useSettings } from '@storefront/shared/query';
import type { ReactNode } from 'react';
import styles from './about-page.module.css';

interface AboutNumbersProps {
  heading: ReactNode;
  labels: { cities: string; countries: string; languages: string };
}

export function AboutNumbers({ heading, labels }: AboutNumbersProps) {
  const { data: cities } = useCities();
  const { data: settings } = useSettings();
  const list = cities?.cities ?? [];
  const figures = [
    { key: 'cities', label: labels.cities, value: list.length },
    { key: 'countries', label: labels.countries, value: new Set(list.map((city) => city.country.code)).size },
    { key: 'languages', label: labels.languages, value: settings?.languages.length ?? 0 },
  ].filter((figure) => figure.value > 0);

  if (figures.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      {/* A description list: each label (dt) names its figure (dd); the figure is drawn above it. */}
      <dl className={styles.numbers}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.number}>
            <dt className={styles.numberLabel}>{figure.label}</dt>
            <dd className={styles.numberValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
