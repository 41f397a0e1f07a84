import { testIds } from '@storefront/shared/qa';
import { useLocationStore, useModalStore } from '@storefront/shared/stores';
import { Alert, Button, backLinkClass, Skeleton } from '@storefront/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useProfile } from '../session/use-profile';
import styles from './profile-frame.module.css';
import { availableTabs, type ProfileTabName, readTab } from './profile-tab';

export interface ProfileFrameProps {
  basePath: string;
  children(tab: ProfileTabName): ReactNode;
}

const TAB_LABELS = {
  profile: 'profileView.tabProfile',
  orders: 'profileView.tabOrders',
  addresses: 'profileView.tabAddresses',
} as const;

/**
 * The profile page (spec §2): a back link home, the tab list (on top on a phone, beside the content
 * on desktop) and the chosen tab; a guest is offered the sign-in instead. Switching tabs scrolls up.
 */
export function ProfileFrame({ basePath, children }: ProfileFrameProps) {
  const { t } = useTranslation(['account', 'common']);
  const [search] = useSearchParams();
  const location = useLocation();
  const delivers = useLocationStore((state) => state.city?.order_types.delivery ?? true);
  const tab = readTab(search.get('tab'), delivers);
  const profile = useProfile();
  const openModal = useModalStore((state) => state.open);
  const headingId = useId();
  const navigate = useNavigate();
  const last = useRef({ pathname: location.pathname, search: location.search });

  // The shell's modal host clears the whole query string when a modal closes (spec §2, meant for
  // ?modal=); the tab and page live there too, so a query emptied under this page is put back.
  useEffect(() => {
    const { pathname, search: query } = location;
    if (query || pathname !== last.current.pathname) last.current = { pathname, search: query };
    else if (last.current.search) navigate({ search: last.current.search }, { replace: true });
  }, [location, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab is the trigger, not a value used
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [tab]);

  const tabLink = (name: ProfileTabName) => {
    const next = new URLSearchParams(search);
    next.set('tab', name);
    next.delete('page');
    return `${location.pathname}?${next.toString()}`;
  };

  let body: ReactNode;
  if (profile.data) body = children(tab);
  else if (profile.guest)
    body = (
      <div className={styles.guest}>
        <p>{t('profileView.signInNeeded')}</p>
        <Button
          onClick={() => openModal('UserLoginModal', { redirect: `${location.pathname}${location.search}` })}
        >
          {t('profileView.signIn')}
        </Button>
      </div>
    );
  else if (profile.isError)
    body = (
      <Alert tone="error" title={t('profileView.loadFailed')}>
        <Button variant="secondary" size="s" onClick={() => void profile.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  else body = <Skeleton height={320} />;

  return (
    <div className={styles.page}>
      <Link to={basePath} className={backLinkClass}>
        <ArrowLeft aria-hidden="true" size={18} />
        {t('profileView.back')}
      </Link>
      <h1 className={styles.title}>{t('profileView.title')}</h1>
      <div className={styles.layout}>
        {profile.data && (
          <nav className={styles.tabs} aria-label={t('profileView.sections')}>
            <ul className={styles.tabList}>
              {availableTabs(delivers).map((name) => (
                <li key={name}>
                  <Link
                    to={tabLink(name)}
                    className={styles.tab}
                    aria-current={name === tab ? 'page' : undefined}
                    data-testid={testIds.account.profileTab(name)}
                  >
                    {t(TAB_LABELS[name])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section className={styles.content} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t(TAB_LABELS[profile.data ? tab : 'profile'])}
          </h2>
          {body}
        </section>
      </div>
    </div>
  );
}
