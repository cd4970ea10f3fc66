import { describe } from 'vitest';
import { sweepRoutesAs } from '../../support/accessibilitySweep';

describe('every page of the back office, as a platform manager', () => sweepRoutesAs('manager@demo.test', ['manager']));
