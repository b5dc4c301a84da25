import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import type { GettingStarted, GettingStartedStep } from "#domain/partners/getting-started.server";
import { useTranslation } from "~/hooks/translation";

/** Where each step is done; steps the partner waits for (approval, going live) link nowhere. */
const STEP_LINKS = {
  profile: "/business/profile",
  firstDeal: "/business/deals/new",
  submitted: "/business/deals",
} as const satisfies Partial<Record<GettingStartedStep, string>>;
const hasLink = (step: GettingStartedStep): step is keyof typeof STEP_LINKS => step in STEP_LINKS;

/** A new partner's first steps, shown where the chart would still be empty. */
export function GettingStartedChecklist({ steps }: { steps: GettingStarted["steps"] }) {
  const { t } = useTranslation();
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="getting-started-title"
      data-testid="getting-started"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="getting-started-title" className="text-xl font-semibold">
        {t("dashboard.gettingStarted.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("dashboard.gettingStarted.progress", { done, total: steps.length })}</p>
      <ol className="mt-4 space-y-3">
        {steps.map(({ step, done: isDone }) => {
          return (
            <li key={step} className="flex items-start gap-3">
              {isDone ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              )}
              <div>
                <p className={isDone ? "text-slate-600 line-through" : "font-semibold text-slate-900"}>
                  <span className="sr-only">
                    {isDone ? t("dashboard.gettingStarted.done") : t("dashboard.gettingStarted.todo")}:{" "}
                  </span>
                  {t(`dashboard.gettingStarted.steps.${step}.title`)}
                </p>
                {isDone ? null : (
                  <p className="text-sm text-slate-700">
                    {t(`dashboard.gettingStarted.steps.${step}.text`)}{" "}
                    {hasLink(step) ? (
                      <Link to={STEP_LINKS[step]} className="font-semibold text-rose-700 underline">
                        {t(`dashboard.gettingStarted.actions.${step}`)}
                      </Link>
                    ) : null}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
