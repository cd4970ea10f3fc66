import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../app/trpc';
import type { Option } from '../../../kit/form/fieldProps';

const hour = 60 * 60 * 1000;
const optionsOf = (items: readonly { id: string; title: string }[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.id, label: i.title }));

/** The reference lists the editor needs, cached for an hour; cities follow the chosen country. */
export const useEditorReference = (
  countryCode: string | null,
  categories: readonly string[],
  specializationId: string | null,
  chosenSkillIds: readonly string[],
) => {
  const trpc = useTRPC();
  const countries = useQuery(trpc.reference.countries.queryOptions(undefined, { staleTime: hour }));
  const cities = useQuery({
    ...trpc.reference.cities.queryOptions({ country: countryCode ?? '' }, { staleTime: hour }),
    enabled: Boolean(countryCode),
  });
  const tree = useQuery(trpc.reference.categoryTree.queryOptions({ type: 'specialist' }, { staleTime: hour }));
  const specializations = useQuery(trpc.reference.specializations.queryOptions(undefined, { staleTime: hour }));
  // The whole dictionary (a few hundred titles): the multi-select filters it, and pasted skills are matched against it.
  const keySkills = useQuery(trpc.reference.keySkills.queryOptions({ limit: 1000 }, { staleTime: hour }));
  const popular = useQuery({
    ...trpc.reference.popularKeySkills.queryOptions(
      { id: specializationId ?? '', exclude: [...chosenSkillIds] },
      { staleTime: hour, placeholderData: (previous) => previous },
    ),
    enabled: Boolean(specializationId),
  });
  const industries = useQuery(trpc.reference.workIndustries.queryOptions(undefined, { staleTime: hour }));
  const languages = useQuery(trpc.reference.enumeration.queryOptions({ type: 'Language' }, { staleTime: hour }));
  const levels = useQuery(trpc.reference.enumeration.queryOptions({ type: 'LanguageLevel' }, { staleTime: hour }));
  const engagement = useQuery(trpc.reference.enumeration.queryOptions({ type: 'EngagementType' }, { staleTime: hour }));

  return useMemo(() => {
    const top = tree.data ?? [];
    const chosen = new Set(categories);
    const subcategoryOptions: Option[] = top
      .filter((c) => chosen.has(c.id))
      .flatMap((c) => c.children.map((s) => ({ value: s.id, label: `${s.title} (${c.title})` })));
    const parentOf = new Map(top.flatMap((c) => c.children.map((sub) => [sub.id, c.id] as const)));
    // A role belongs to subcategories; it fits when its subcategory's category (or the category itself) is chosen.
    const specializationOptions = (specializations.data ?? [])
      .filter(
        (s) =>
          categories.length === 0 || s.categoryIds.some((id) => chosen.has(id) || chosen.has(parentOf.get(id) ?? '')),
      )
      .map((s) => ({ value: s.id, label: s.title }));
    return {
      loading: [countries, tree, specializations, keySkills, industries, languages, levels, engagement].some(
        (q) => q.isPending,
      ),
      failed:
        [countries, tree, specializations, keySkills, industries, languages, levels, engagement].find((q) => q.isError)
          ?.error ?? null,
      retry: () =>
        [countries, tree, specializations, keySkills, industries, languages, levels, engagement].forEach(
          (q) => q.isError && void q.refetch(),
        ),
      countries: optionsOf(countries.data),
      cities: (cities.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      citiesLoading: cities.isFetching,
      categories: top.map((c) => ({ value: c.id, label: c.title })),
      categoriesWithChildren: new Set(top.filter((c) => c.children.length > 0).map((c) => c.id)),
      subcategories: subcategoryOptions,
      parentOfSubcategory: parentOf,
      specializations: specializationOptions,
      keySkills: keySkills.data ?? [],
      // The seeds: at most 10, without the chosen ones.
      popularSkills: (popular.data ?? []).filter((s) => !chosenSkillIds.includes(s.id)).slice(0, 10),
      industries: optionsOf(industries.data),
      languages: optionsOf(languages.data),
      levels: optionsOf(levels.data),
      engagementTypes: optionsOf(engagement.data),
    };
  }, [
    countries,
    cities,
    tree,
    specializations,
    keySkills,
    popular,
    industries,
    languages,
    levels,
    engagement,
    categories,
  ]);
};
export type EditorReference = ReturnType<typeof useEditorReference>;
