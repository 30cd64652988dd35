import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { SuperPartner } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, Checkbox, Modal } from '@mp/shared/ui';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type CompanyModules = SuperPartner['modules'];

/** A company's modules (experiences, transfers) with an Edit dialog; the API's 422 on `modules` shows in it. */
export function ModulesButton({
  name,
  modules,
  save,
}: {
  name: string;
  modules: CompanyModules;
  save(modules: CompanyModules): Promise<unknown>;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(modules);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const text = [modules.experiences ? t('people.experiences') : null, modules.transfers ? t('people.transfers') : null]
    .filter(Boolean)
    .join(', ');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await save(value);
      toastStore.getState().show({ message: t('people.modulesSaved', { name }), kind: 'success' });
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.errors.modules?.[0] ?? Object.values(e.errors)[0]?.[0]);
      else toastStore.getState().show({ message: t('people.changeFailed', { name }), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span>
      {text}{' '}
      <Button
        variant="secondary"
        aria-label={t('people.editModulesOf', { name })}
        onClick={() => {
          setValue(modules);
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('people.edit')}
      </Button>
      <Modal open={open} title={t('people.modulesTitle', { name })} onClose={() => setOpen(false)}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Fieldset aria-describedby={error ? errorId : undefined}>
            <legend>{t('people.modules')}</legend>
            <Checkbox
              label={t('people.experiences')}
              checked={value.experiences}
              onChange={(e) => setValue({ ...value, experiences: e.target.checked })}
            />
            <Checkbox
              label={t('people.transfers')}
              checked={value.transfers}
              onChange={(e) => setValue({ ...value, transfers: e.target.checked })}
            />
          </Fieldset>
          {error ? (
            <Error id={errorId} role="alert">
              {error}
            </Error>
          ) : null}
          <Actions>
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              {t('people.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('people.save')}
            </Button>
          </Actions>
        </form>
      </Modal>
    </span>
  );
}
