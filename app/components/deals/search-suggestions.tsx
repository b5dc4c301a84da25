// The search box's suggestions, loaded when the visitor first focuses the box (decision 044):
// asking the server (which words the headings too), grouping the answer, and drawing the groups
// in the box's list.
import type { SearchSuggestions } from "#domain/catalog/search-suggestions.server";
import { dealFiltersToParams } from "#domain/catalog/deal-filters";
import type { SuggestionWords } from "~/routes/search-suggestions";

export interface SuggestionOption {
  key: string;
  label: string;
  detail?: string;
  href: string;
}

export type SuggestionGroup = { heading: string; options: SuggestionOption[] };

/** The groups, and what a screen reader hears of them. */
export interface Suggested {
  groups: SuggestionGroup[];
  count: string;
}

function groupsOf(s: SearchSuggestions, words: SuggestionWords): SuggestionGroup[] {
  const search = (params: URLSearchParams) => `/deals?${params.toString()}`;
  return [
    {
      heading: words.popular,
      options: s.popular.map((q) => ({ key: `q-${q}`, label: q, href: search(dealFiltersToParams({ q })) })),
    },
    {
      heading: words.categories,
      options: s.categories.map((c) => ({ key: `c-${c.id}`, label: c.name, href: `/deals/${c.id}` })),
    },
    {
      heading: words.cities,
      options: s.cities.map((city) => ({
        key: `city-${city}`,
        label: city,
        href: search(dealFiltersToParams({ cities: [city] })),
      })),
    },
    {
      heading: words.deals,
      options: s.deals.map((d) => ({ key: `d-${d.id}`, label: d.title, detail: d.city, href: `/deal/${d.id}` })),
    },
  ].filter((g) => g.options.length > 0);
}

/** The suggestions for the words typed, grouped; undefined when the server could not answer. */
export async function suggestionsFor(words: string, lang: string, signal: AbortSignal): Promise<Suggested | undefined> {
  const response = await fetch(`/search/suggestions?${new URLSearchParams({ q: words, lang }).toString()}`, {
    signal,
  });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as SearchSuggestions & { words: SuggestionWords };
  return { groups: groupsOf(answer, answer.words), count: answer.words.count };
}

/** The groups of options inside the box's listbox; `optionId(i)` names the i-th option of all. */
export function SuggestionGroups({
  id,
  groups,
  active,
  optionId,
  onChoose,
}: {
  id: string;
  groups: SuggestionGroup[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}) {
  // Each option's place in the whole list (arrow keys walk across the groups).
  const firstOfGroup = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.options.length, 0));
  return groups.map((group, g) => (
    <div key={group.heading} role="group" aria-labelledby={`${id}-group-${g}`}>
      <div
        id={`${id}-group-${g}`}
        role="presentation"
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {group.heading}
      </div>
      {group.options.map((option, i) => {
        const at = firstOfGroup[g]! + i;
        return (
          <div
            key={option.key}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            className={`cursor-pointer px-3 py-2 text-sm ${at === active ? "bg-rose-100 text-slate-900" : "text-slate-800"}`}
            // Keeps the focus in the box, so the list stays until the click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            {option.label}
            {option.detail ? <span className="text-slate-600"> · {option.detail}</span> : null}
          </div>
        );
      })}
    </div>
  ));
}
