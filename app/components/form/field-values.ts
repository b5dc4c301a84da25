/**
 * Fills a form's fields from what the server sent back after a failed submit: `field("email")`
 * gives the input its name, what was typed and its error, so nothing typed is lost.
 */
export function fieldsFrom(
  values: Readonly<Record<string, string | undefined>>,
  errors: Readonly<Record<string, string | undefined>>,
) {
  // Always a string, so a form's reset empties a field that once held a failed post's value.
  return (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
}

export type FieldFiller = ReturnType<typeof fieldsFrom>;
