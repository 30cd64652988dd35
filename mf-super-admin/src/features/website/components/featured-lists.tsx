// The home page's featured lists: which services hold a sponsored or a weekly-deal place (the same flags the services
// screen sets). A place is taken away here; services are added from the services screen, linked below.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SuperService } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { toastStore } from '@mp/shared/stores';
import { Button, EmptyState, ErrorState, Spinner } from '@mp/shared/ui';
import { useFeaturedServices, useSetFeatured } from '../api/featured-services';

type Place = 'sponsored' | 'weekly_deal';

function FeaturedList({ place, services }: { place: Place; services: SuperService[] }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const change = useSetFeatured();
  const label = place === 'sponsored' ? t('website.featured.sponsored') : t('website.featured.weeklyDeals');
  const remove = (s: SuperService) =>
    change.mutate(
      { id: s.id, [place]: false },
      {
        onSuccess: () =>
          toastStore
            .getState()
            .show({ message: t('website.featured.removed', { name: s.name, list: label }), kind: 'success' }),
        onError: () => toastStore.getState().show({ message: t('website.saveFailed'), kind: 'error' }),
      },
    );
  const id = `featured-${place}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {services.length === 0 ? (
        <EmptyState title={t('website.featured.empty')} />
      ) : (
        <ol>
          {services.map((s) => (
            <li key={s.id}>
              <strong>{s.name}</strong> — {s.company.trade_name}
              {!s.live && <> ({t('website.featured.notLive')})</>}{' '}
              <Button
                variant="secondary"
                busy={change.isPending && change.variables?.id === s.id}
                aria-label={t('website.featured.removeFrom', { name: s.name, list: label })}
                onClick={() => remove(s)}
              >
                {t('website.featured.remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function FeaturedLists(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const to = usePathTo();
  const featured = useFeaturedServices();
  return (
    <div aria-busy={featured.isPending}>
      <p>{t('website.featured.intro')}</p>
      <p>
        <Link to={`${to('super-admin.services')}?status=promoted`}>{t('website.featured.manage')}</Link>
      </p>
      {featured.isPending && <Spinner />}
      {featured.isError && <ErrorState onRetry={() => void featured.refetch()} />}
      {featured.data && (
        <>
          <FeaturedList place="sponsored" services={featured.data.filter((s) => s.sponsored)} />
          <FeaturedList place="weekly_deal" services={featured.data.filter((s) => s.weekly_deal)} />
        </>
      )}
    </div>
  );
}
