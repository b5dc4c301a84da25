import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/hooks/translation";
import type { SearchSuggestions } from "#domain/catalog/search-suggestions.server";
import { dealFiltersToParams } from "#domain/catalog/deal-filters";
import type { Language } from "#i18n/languages";
import { controlClass } from "~/components/form/field-frame";

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
const DEBOUNCE_MS = 200;

interface Option {
  key: string;
  label: string;
  detail?: string;
  href: string;
}

type Group = { heading: string; options: Option[] };

function groupsOf(s: SearchSuggestions, t: ReturnType<typeof useTranslation>["t"]): Group[] {
  const search = (params: URLSearchParams) => `/deals?${params.toString()}`;
  return [
    {
      heading: t("deals.suggestPopular"),
      options: s.popular.map((q) => ({ key: `q-${q}`, label: q, href: search(dealFiltersToParams({ q })) })),
    },
    {
      heading: t("deals.suggestCategories"),
      options: s.categories.map((c) => ({ key: `c-${c.id}`, label: c.name, href: `/deals/${c.id}` })),
    },
    {
      heading: t("deals.suggestCities"),
      options: s.cities.map((city) => ({
        key: `city-${city}`,
        label: city,
        href: search(dealFiltersToParams({ cities: [city] })),
      })),
    },
    {
      heading: t("deals.suggestDeals"),
      options: s.deals.map((d) => ({ key: `d-${d.id}`, label: d.title, detail: d.city, href: `/deal/${d.id}` })),
    },
  ].filter((g) => g.options.length > 0);
}

/**
 * The search words box as an ARIA 1.2 combobox: suggestions (popular searches, categories,
 * cities, deals) appear as the visitor types, arrow keys move through them, Enter opens the one
 * chosen (or searches the words when none is), Escape closes the list. Without JavaScript it is
 * the plain text box of its GET form.
 */
export function SearchCombobox({
  name,
  label,
  defaultValue,
  placeholder,
  hideLabel = false,
  className = "relative",
  inputClassName,
}: {
  name: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  /** The label for screen readers only, where the button beside the box says what it is for. */
  hideLabel?: boolean;
  /** The outer box's classes (it must stay positioned: the list hangs from it). */
  className?: string;
  inputClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [groups, setGroups] = useState<Group[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = groups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/search/suggestions?${new URLSearchParams({ q: value.trim(), lang }).toString()}`, {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : undefined))
        .then((suggestions) => {
          if (!suggestions) return;
          setGroups(groupsOf(suggestions, t));
          setActive(-1);
        })
        // Aborted by the next keystroke, or offline: the box still searches as a plain form.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, lang, typed, t]);

  const choose = (option: Option) => {
    setOpen(false);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setTyped(true);
        return;
      }
      const down = event.key === "ArrowDown";
      setActive((current) => (down ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value !== "") {
        event.preventDefault();
        setValue("");
      }
    }
  };

  // Each option's place in the whole list (arrow keys walk across the groups).
  const firstOfGroup = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.options.length, 0));
  return (
    <div className={className}>
      <label htmlFor={`${id}-input`} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name={name}
        value={value}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        className={controlClass(undefined, inputClassName)}
        onChange={(event) => {
          setValue(event.target.value);
          setTyped(true);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t("deals.suggestions")}
        hidden={!expanded}
        className="absolute inset-x-0 z-30 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {groups.map((group, g) => (
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
                  onClick={() => choose(option)}
                >
                  {option.label}
                  {option.detail ? <span className="text-slate-600"> · {option.detail}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="sr-only" role="status">
        {expanded ? t("deals.suggestionCount", { count: options.length }) : ""}
      </p>
    </div>
  );
}
