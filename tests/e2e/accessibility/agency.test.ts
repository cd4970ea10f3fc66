import { describe } from 'vitest';
import { sweepRoutesAs } from '../../support/accessibilitySweep';

describe("every page of the personal area, as an agency's owner", () =>
  sweepRoutesAs('agency@demo.test', ['personalArea']));
