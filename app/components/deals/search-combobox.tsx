import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/hooks/translation";
import type { Language } from "#i18n/languages";
import { controlClass } from "~/components/form/field-frame";
import type * as Suggestions from "./search-suggestions";
import type { SuggestionGroup, SuggestionOption } from "./search-suggestions";

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
const DEBOUNCE_MS = 200;

let suggestions: Promise<typeof Suggestions> | undefined;

/**
 * The suggestions' code, loaded on the box's first focus (decision 044): most visits never type
 * in it. A failed load (offline) is tried again on the next focus; meanwhile the box searches
 * as a plain form.
 */
function loadSuggestions(): Promise<typeof Suggestions> {
  suggestions ??= import("./search-suggestions").catch((error: unknown) => {
    suggestions = undefined;
    throw error;
  });
  return suggestions;
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
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [countText, setCountText] = useState("");
  const [drawing, setDrawing] = useState<typeof Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = groups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadSuggestions()
        .then(async (loaded) => {
          const found = await loaded.suggestionsFor(value.trim(), lang, controller.signal);
          if (!found) return;
          setDrawing(loaded);
          setGroups(found.groups);
          setCountText(found.count);
          setActive(-1);
        })
        // Aborted by the next keystroke, or offline: the box still searches as a plain form.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, lang, typed]);

  const choose = (option: SuggestionOption) => {
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
        onFocus={() => {
          setOpen(true);
          void loadSuggestions().catch(() => undefined);
        }}
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
        {drawing ? (
          <drawing.SuggestionGroups id={id} groups={groups} active={active} optionId={optionId} onChoose={choose} />
        ) : null}
      </div>
      <p className="sr-only" role="status">
        {expanded ? countText : ""}
      </p>
    </div>
  );
}
