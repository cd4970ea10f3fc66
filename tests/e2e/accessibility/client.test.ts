import { describe } from 'vitest';
import { sweepRoutesAs } from '../../support/accessibilitySweep';

describe("every page of the personal area and the public pages, as a client's owner", () =>
  sweepRoutesAs('client@demo.test', ['personalArea', 'public']));
