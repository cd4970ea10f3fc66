import { accessMatrixSuite } from './accessMatrixSuite';

accessMatrixSuite('allowedWrites', 1_000);
