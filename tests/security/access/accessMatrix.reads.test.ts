import { accessMatrixSuite } from './accessMatrixSuite';

accessMatrixSuite('reads', 10_000);
