import { expectLocaleParity } from '@mp/jest-config/locale-parity';
import en from './en.json';
import pt from './pt.json';

it('every string exists in en and pt, at every nesting level (house rule), and none is empty', () => {
  expectLocaleParity(en, pt);
});
