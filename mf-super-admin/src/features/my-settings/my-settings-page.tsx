// /super-admin/my-settings: the staff member's own non-essential mails (new chat messages while away), and which mails
// of their work are always sent. Any staff member, whatever their role.
import type { ReactNode } from 'react';
import { StaffSettings } from '@mp/shared/contracts';
import { FormCheckbox, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { Button, ErrorNotice, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useMySettings } from './api/get-my-settings';
import { useSaveMySettings } from './api/save-my-settings';

function MySettingsForm({ settings }: { settings: StaffSettings }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const form = useContractForm<StaffSettings>(StaffSettings, { defaultValues: settings });
  const save = useSaveMySettings();
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      // A choice changed after saving is not saved yet: the page stops saying so until it is.
      onChange={() => {
        if (save.isSuccess) save.reset();
      }}
    >
      <fieldset aria-describedby="my-settings-always">
        <legend>{t('mySettings.choicesTitle')}</legend>
        <FormCheckbox form={form} name="email_chat" label={t('mySettings.emailChat')} />
        <p id="my-settings-always">{t('mySettings.alwaysSent')}</p>
      </fieldset>
      <Button type="submit" busy={save.isPending}>
        {t('mySettings.save')}
      </Button>
      <div role="status" aria-live="polite">
        {save.isSuccess && t('mySettings.saved')}
      </div>
      {save.isError && <ErrorNotice role="alert">{t('mySettings.failed')}</ErrorNotice>}
    </form>
  );
}

export default function MySettingsPage({ title }: RemotePageProps): ReactNode {
  const settings = useMySettings();
  return (
    <PageFrame title={title}>
      {settings.isPending && <Spinner />}
      {settings.isError && <ErrorState onRetry={() => void settings.refetch()} />}
      {settings.data && <MySettingsForm settings={settings.data} />}
    </PageFrame>
  );
}
