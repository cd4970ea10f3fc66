import type { DatePeriod } from '../../../../domain/shared/dates';
import { formatDate } from '../format';

/** A period of days, both ends included: `Mar 05 2027 – Jun 03 2027`. */
export const formatPeriod = (period: DatePeriod): string =>
  `${formatDate(period.startPeriod)} – ${formatDate(period.endPeriod)}`;
