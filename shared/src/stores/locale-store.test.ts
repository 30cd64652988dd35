import { on } from '../bus';
import { i18n, readLocaleCookie } from '../i18n';
import { localeStore, useLocale } from './locale-store';
import { renderHook, act } from '@testing-library/react';

afterEach(() => {
  localeStore.getState().setLocale('en');
});

describe('locale store (spec §9)', () => {
  it('setLocale changes the i18next language, the cookie, <html lang> and emits locale:changed', () => {
    const handler = jest.fn();
    const off = on('locale:changed', handler);
    localeStore.getState().setLocale('pt');
    expect(localeStore.getState().locale).toBe('pt');
    expect(i18n.language).toBe('pt');
    expect(i18n.t('app.close')).toBe('Fechar');
    expect(readLocaleCookie()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(handler).toHaveBeenCalledWith({ locale: 'pt' });
    off();
  });

  it('does not emit when the locale stays the same', () => {
    const handler = jest.fn();
    const off = on('locale:changed', handler);
    localeStore.getState().setLocale('en');
    expect(handler).not.toHaveBeenCalled();
    off();
  });

  it('emits locale:changed once per switch', () => {
    const handler = jest.fn();
    const off = on('locale:changed', handler);
    localeStore.getState().setLocale('pt');
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });

  it('follows a language changed on i18next directly', async () => {
    const handler = jest.fn();
    const off = on('locale:changed', handler);
    await i18n.changeLanguage('pt');
    expect(localeStore.getState().locale).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(handler).toHaveBeenCalledWith({ locale: 'pt' });
    off();
  });

  it('useLocale re-renders with the new locale', () => {
    const { result } = renderHook(() => useLocale());
    expect(result.current).toBe('en');
    act(() => localeStore.getState().setLocale('pt'));
    expect(result.current).toBe('pt');
  });
});
