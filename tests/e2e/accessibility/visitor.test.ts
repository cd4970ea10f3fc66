import { describe } from 'vitest';
import { sweepRoutesAs } from '../../support/accessibilitySweep';

describe('every public and sign-in page, as a visitor', () => sweepRoutesAs(null, ['public', 'auth']));
