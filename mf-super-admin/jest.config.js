import { domPreset } from '@mp/jest-config';

export default domPreset();
