import * as contracts from '@mp/shared/contracts';
import { captureReferral, REFERRAL_CODE_PATTERN, REFERRAL_PARAM, referralCode } from './referral';

describe('referral capture', () => {
  it('reads the parameter and the code the API accepts', () => {
    expect([REFERRAL_PARAM, REFERRAL_CODE_PATTERN]).toEqual([
      contracts.REFERRAL_PARAM,
      contracts.REFERRAL_CODE_PATTERN,
    ]);
  });

  it('reads a well-formed ?ref= code only', () => {
    expect(referralCode('?ref=ANA-REF&x=1')).toBe('ANA-REF');
    expect(referralCode('?ref=a%20b')).toBeNull();
    expect(referralCode('?x=1')).toBeNull();
  });

  it('asks the API to count and remember the visit, and takes ref out of the address', () => {
    const fetch = jest.fn(() => Promise.resolve({ ok: true }));
    const replaceState = jest.fn();
    captureReferral({
      location: {
        search: '?ref=ANA-REF&q=boat',
        href: 'https://roteiro.pt/pt/experiences?ref=ANA-REF&q=boat#top',
      } as Location,
      history: { state: null, replaceState } as unknown as History,
      fetch,
    } as never);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/pt/experiences?q=boat#top');
    expect(fetch).toHaveBeenCalledWith(
      '/api/affiliate-visits',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: 'ANA-REF' }) }),
    );
  });
});
