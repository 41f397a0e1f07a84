// About us (spec §2): the brand's story and promises, a few numbers, where to find us, and how to
// reach us. Long texts come from the per-locale content modules; names and contacts from settings.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/pages';
import type { City } from '@storefront/shared/contract';
import { PIZZA_BRAND } from '@storefront/shared/domain';
import { ChefHat, HeartHandshake, Leaf, type LucideIcon, MapPin, Timer, Truck, Wheat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { burgerItems } from '../domain/brand-rules';
import { useCityContext } from '../routes/city-context';
import { AboutNumbers } from './about-numbers';
import styles from './about-page.module.css';
import { ContentGate, type LoadedPage } from './content/content-gate';
import { RichText } from './content/rich-text';
import { TextBlocks } from './content/text-sections';
import { commonTextValues } from './content/text-values';
import { ContentPage } from './content-page';

type PromiseKey = keyof LoadedPage['content']['about']['promises'];

const ICONS: Record<PromiseKey, LucideIcon> = {
  dough: Wheat,
  fresh: Leaf,
  cooked: ChefHat,
  delivery: Timer,
  care: HeartHandshake,
};

/** Four promises: the pizza brand speaks of its dough, the others of cooking to order. */
function promisesFor(brand: string): PromiseKey[] {
  return brand === PIZZA_BRAND
    ? ['dough', 'fresh', 'delivery', 'care']
    : ['fresh', 'cooked', 'delivery', 'care'];
}

export function AboutPage() {
  const { t } = useTranslation('shell-pages');
  const { city } = useCityContext();
  const { brand } = useRuntimeConfig();
  return (
    <ContentPage title={t('pages.about.title')} lead={t('pages.about.lead')} wide>
      <ContentGate>{(page) => <AboutBody page={page} city={city} brand={brand} />}</ContentGate>
    </ContentPage>
  );
}

function AboutBody({ page, city, brand }: { page: LoadedPage; city: City; brand: string }) {
  const about = page.content.about;
  const values = commonTextValues(page.settings, city);
  const base = `/${city.alias}`;
  const showShops = burgerItems(brand).includes('stores');
  const showDelivery = city.order_types.delivery;

  return (
    <>
      <div className={styles.intro}>
        <TextBlocks blocks={about.intro} values={values} />
      </div>

      <section className={styles.section}>
        <h2 className={styles.heading}>{about.promisesHeading}</h2>
        <ul className={styles.cards}>
          {promisesFor(brand).map((key) => {
            const Icon = ICONS[key];
            return (
              <li key={key} className={styles.card}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3 className={styles.cardTitle}>{about.promises[key].title}</h3>
                <p className={styles.cardText}>{about.promises[key].text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <AboutNumbers
        heading={<RichText text={about.numbersHeading} values={values} />}
        labels={about.numbers}
      />

      <section className={styles.section}>
        <h2 className={styles.heading}>{about.story.heading}</h2>
        <div className={styles.prose}>
          <TextBlocks blocks={about.story.body} values={values} />
        </div>
      </section>

      {(showShops || showDelivery) && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{about.visit.heading}</h2>
          <p className={styles.prose}>{about.visit.text}</p>
          <div className={styles.links}>
            {showShops && (
              <Link className={styles.link} to={`${base}/shops`}>
                <MapPin aria-hidden="true" size={20} />
                {about.visit.shops}
              </Link>
            )}
            {showDelivery && (
              <Link className={styles.link} to={`${base}/delivery`}>
                <Truck aria-hidden="true" size={20} />
                {about.visit.delivery}
              </Link>
            )}
          </div>
        </section>
      )}

      <section className={styles.section}>
        <h2 className={styles.heading}>{about.contact.heading}</h2>
        <p className={styles.prose}>
          <RichText text={about.contact.text} values={values} />
        </p>
      </section>
    </>
  );
}

/** The router loads the page with its text (content/load.ts). */
export { withPageText } from './content/load';
