// Super-admin tab switcher (spec §3 Tabs, §4 rule in the store: first tab is the main user, at most 3,
// oldest non-first dropped, removing a tab selects the first); a page the new acting user may not open is left for
// their home (use-tab-actions.ts). Loaded with the rest of the admin bar (admin-bar.tsx).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { useTabActions } from './use-tab-actions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.5rem 1.25rem;
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  .tab {
    display: inline-flex;
    align-items: center;
    border: 1px solid ${({ theme }) => theme.colors.warning};
    border-radius: 6px;
    overflow: hidden;
  }
  button {
    font: inherit;
    border: 0;
    padding: 0.3rem 0.6rem;
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    cursor: pointer;
  }
  [aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
  }
`;

export default function TabSwitcher(): ReactNode {
  const tabs = useAuth((s) => s.tabs);
  const activeTabId = useAuth((s) => s.activeTabId);
  const { t } = useTranslation('shell');
  const { select, remove } = useTabActions();
  if (tabs.length === 0) return null;
  // Toggle buttons (aria-pressed) rather than an ARIA tablist: each tab has its own close button,
  // which a tablist may not contain.
  return (
    <Bar role="group" aria-label={t('tabs.label')} data-testid="user-tabs">
      {tabs.map((tab, index) => {
        const name = `${tab.user.first_name} ${tab.user.last_name}`.trim() || tab.user.email;
        return (
          <span className="tab" key={tab.id}>
            <button type="button" aria-pressed={tab.id === activeTabId} onClick={() => select(tab.id)}>
              {index === 0 ? t('tabs.main', { name }) : name}
            </button>
            {index > 0 && (
              <button type="button" aria-label={t('tabs.remove', { name })} onClick={() => remove(tab.id)}>
                ×
              </button>
            )}
          </span>
        );
      })}
    </Bar>
  );
}
