import { useSearchParams } from 'react-router';

const asOfOf = (value: string | null): Date | null => {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * The past moment a manager opened, kept in `?asOf=` so Back and a shared link show the same version; anything
 * unreadable there is ignored. Only managers see past versions: for others it is always null.
 */
export const useAsOfParam = (enabled: boolean): readonly [Date | null, (at: Date | null) => void] => {
  const [params, setParams] = useSearchParams();
  const asOf = enabled ? asOfOf(params.get('asOf')) : null;
  const viewAt = (at: Date | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (at) next.set('asOf', at.toISOString());
      else next.delete('asOf');
      return next;
    });
  return [asOf, viewAt] as const;
};
