import { Form, Link, useNavigation } from "react-router";
import { AuthCard, FormBanner, primaryButton } from "./auth-card";

export interface LinkConfirmationProps {
  title: string;
  intro: string;
  button: string;
  busy: string;
  /** What pressing the button did; the button is gone once it succeeded. */
  outcome?: { tone: "success" | "error"; message: string };
  next?: { label: string; to: string };
}

/**
 * The page an e-mailed link opens: one button that does what the link is for. Opening the page
 * changes nothing, so mail scanners that fetch every link do not confirm or unsubscribe anyone.
 */
export function LinkConfirmation({ title, intro, button, busy, outcome, next }: LinkConfirmationProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard title={title} intro={outcome ? undefined : intro}>
      <FormBanner tone={outcome?.tone} message={outcome?.message} />
      {outcome ? null : (
        <Form method="post">
          <button type="submit" disabled={submitting} className={primaryButton}>
            {submitting ? busy : button}
          </button>
        </Form>
      )}
      {next ? (
        <Link to={next.to} className="mt-6 block text-center font-semibold text-rose-700 hover:underline">
          {next.label}
        </Link>
      ) : null}
    </AuthCard>
  );
}
