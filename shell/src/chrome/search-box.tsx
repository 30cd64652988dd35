import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { localizePath } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { navigate } from '../routing/navigation';

const Form = styled.form`
  display: flex;
  gap: 0.25rem;
  input {
    font: inherit;
    padding: 0.35rem 0.5rem;
    border: 1px solid #6b7280;
    border-radius: 4px;
    min-width: 12rem;
  }
  button {
    font: inherit;
    padding: 0.35rem 0.75rem;
    border: 0;
    border-radius: 4px;
    background: #0b4f6c;
    color: #fff;
    cursor: pointer;
  }
`;

/** Search goes to /search/{term} in the current locale. */
export function SearchBox(): ReactNode {
  const [term, setTerm] = useState('');
  const locale = useLocale();
  const { t } = useTranslation('shell');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = term.trim();
    if (clean) navigate(localizePath(`/search/${encodeURIComponent(clean)}`, locale));
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input id={id} type="search" value={term} placeholder={t('header.searchPlaceholder')} onChange={(e) => setTerm(e.target.value)} />
      <button type="submit">{t('header.searchSubmit')}</button>
    </Form>
  );
}
