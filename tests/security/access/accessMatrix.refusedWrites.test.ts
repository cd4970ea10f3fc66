import { accessMatrixSuite } from './accessMatrixSuite';

accessMatrixSuite('refusedWrites', 10_000);
