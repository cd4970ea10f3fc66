import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../app/trpc';

/** Turns the ids a card stores (country, city, categories, languages...) into the names people read. */
export type CardNames = {
  readonly country: (code: string | null) => string;
  readonly city: (id: string | null) => string;
  readonly category: (id: string) => string;
  readonly specialization: (id: string | null) => string;
  readonly industry: (id: string) => string;
  readonly language: (id: string) => string;
  readonly languageLevel: (id: string) => string;
  readonly engagementType: (id: string) => string;
};

const REFERENCE_STALE_MS = 60 * 60_000;

const lookup = (items: readonly { id: string; title?: string; name?: string }[] | undefined) => {
  const byId = new Map((items ?? []).map((item) => [item.id, item.title ?? item.name ?? item.id]));
  return (id: string | null): string => (id ? (byId.get(id) ?? id) : '—');
};

/** Reference lists are public and rarely change: loaded once and cached; until they arrive, ids stand in for names. */
export const useCardNames = (countryCode: string | null): CardNames => {
  const trpc = useTRPC();
  const options = { staleTime: REFERENCE_STALE_MS };
  const countries = useQuery({ ...trpc.reference.countries.queryOptions(), ...options });
  const cities = useQuery({
    ...trpc.reference.cities.queryOptions({ country: countryCode ?? 'XX' }),
    ...options,
    enabled: countryCode !== null,
  });
  const categories = useQuery({ ...trpc.reference.categories.queryOptions({ type: 'specialist' }), ...options });
  const specializations = useQuery({ ...trpc.reference.specializations.queryOptions(), ...options });
  const industries = useQuery({ ...trpc.reference.workIndustries.queryOptions(), ...options });
  const languages = useQuery({ ...trpc.reference.enumeration.queryOptions({ type: 'Language' }), ...options });
  const levels = useQuery({ ...trpc.reference.enumeration.queryOptions({ type: 'LanguageLevel' }), ...options });
  const engagement = useQuery({ ...trpc.reference.enumeration.queryOptions({ type: 'EngagementType' }), ...options });

  return useMemo(() => {
    const category = lookup(categories.data);
    const industry = lookup(industries.data);
    const language = lookup(languages.data);
    const languageLevel = lookup(levels.data);
    const engagementType = lookup(engagement.data);
    return {
      country: lookup(countries.data),
      city: lookup(cities.data),
      category: (id) => category(id),
      specialization: lookup(specializations.data),
      industry: (id) => industry(id),
      language: (id) => language(id),
      languageLevel: (id) => languageLevel(id),
      engagementType: (id) => engagementType(id),
    };
  }, [
    countries.data,
    cities.data,
    categories.data,
    specializations.data,
    industries.data,
    languages.data,
    levels.data,
    engagement.data,
  ]);
};
