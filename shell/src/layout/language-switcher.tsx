// The language button (spec §1): shown when the site setting enables it; the choice is kept in the
// `language` cookie for 256 days and applied at once, without a reload — the API's answers too: the
// catalogue, places and promotions come in the chosen language, so every query is asked again.
import type { SupportedLocale } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLanguageCookie } from '../i18n/language-cookie';
import styles from './language-switcher.module.css';

export function LanguageSwitcher({ languages }: { languages: SupportedLocale[] }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const listId = useId();

  const choose = (lng: SupportedLocale) => {
    saveLanguageCookie(lng);
    document.documentElement.lang = lng;
    void i18n.changeLanguage(lng).then(() => queryClient.invalidateQueries());
    setOpen(false);
  };

  return (
    <div className={styles.switcher}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${i18n.language.toUpperCase()} — ${t('header.language')}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Languages aria-hidden="true" size={18} />
        <span>{i18n.language.toUpperCase()}</span>
      </button>
      {open && (
        <ul id={listId} className={styles.list}>
          {languages.map((lng) => (
            <li key={lng}>
              <button
                type="button"
                lang={lng}
                className={styles.option}
                aria-current={lng === i18n.language ? 'true' : undefined}
                data-testid={testIds.shell.languageOption(lng)}
                onClick={() => choose(lng)}
              >
                {t(`languages.${lng}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
