import { nodePreset } from '@mp/jest-config';

export default nodePreset();
