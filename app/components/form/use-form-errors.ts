// The errors a form shows after a failed submit, as the user corrects them: a field's error goes
// as soon as its value changes (the server checks it again on the next submit), and the summary
// above the form loses that line with it.
import { useCallback, useState, type FormEvent } from "react";

type Errors = Readonly<Record<string, string | undefined>>;

export interface FormErrors {
  /** The errors still shown: the last answer's, less the fields changed since. */
  errors: Record<string, string>;
  /** For the form's onInput (text, selects, boxes and radios all send it): clears the changed field's error. */
  onInput: (event: FormEvent<HTMLFormElement>) => void;
}

function present(errors: Errors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

const NONE: Errors = {};

/**
 * `answer`: the errors of the last failed submit, as the action answered them (undefined before
 * one): each new answer shows all of its errors again, so pass the answer's own object.
 */
export function useFormErrors(lastAnswer: Errors | undefined): FormErrors {
  const answer = lastAnswer ?? NONE;
  const [state, setState] = useState(() => ({ answer, shown: present(answer) }));
  // A new answer replaces what is shown (React's "adjust state while rendering").
  if (state.answer !== answer) setState({ answer, shown: present(answer) });
  const shown = state.answer === answer ? state.shown : present(answer);

  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    const name =
      target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
        ? target.name
        : "";
    if (!name) return;
    setState((current) => {
      if (!(name in current.shown)) return current;
      const { [name]: _cleared, ...rest } = current.shown;
      return { ...current, shown: rest };
    });
  }, []);

  return { errors: shown, onInput };
}
