import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/hooks/translation";
import { Link, useRouteLoaderData } from "react-router";
import type { BusinessPlanId } from "#domain/partners/business-plans";
import { FormBanner, primaryButton } from "~/components/auth/auth-card";
import { FormField } from "~/components/form-field";
import { useHydrated } from "~/hooks/use-hydrated";
import type { RootData } from "~/root";
import { LogoPicker } from "./logo-picker";
import { PlanSelect } from "./plan-select";
import {
  checkStepOne,
  emptyValues,
  sendRegistration,
  STEP_ONE_FIELDS,
  type Errors,
  type Logo,
  type TextField,
  type Values,
} from "./registration-form";

type Step = 1 | 2 | 3;
const STEP_KEYS = ["business", "details", "done"] as const;
const secondaryButton =
  "w-full rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50";

/** The spec's three-step partner sign-up: business information, more details, done. */
export function RegistrationWizard({ initialPlan }: { initialPlan: BusinessPlanId }) {
  const { t } = useTranslation();
  const csrfToken = useRouteLoaderData<RootData>("root")?.csrfToken ?? "";
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<Values>(() => emptyValues(initialPlan));
  const [logo, setLogo] = useState<Logo | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Where focus goes after the next render (a ref: moving focus is not state to render).
  const focusTarget = useRef<"heading" | "error" | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a step change the step's heading gets focus; after errors, the first wrong field.
  useEffect(() => {
    if (!focusTarget.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (focusTarget.current === "error" && invalid ? invalid : headingRef.current)?.focus();
    focusTarget.current = null;
  });

  const field = (name: TextField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  // The hint under a field is read with it, and so is its error when there is one.
  const describedBy = (name: TextField) =>
    [`field-${name}-hint`, errors[name] ? `field-${name}-error` : ""].filter(Boolean).join(" ");

  const goTo = (next: Step) => {
    setStep(next);
    focusTarget.current = "heading";
  };

  const continueToDetails = (event: FormEvent) => {
    event.preventDefault();
    const found = checkStepOne(values, t);
    setErrors(found);
    setBanner(undefined);
    if (Object.keys(found).length > 0) {
      focusTarget.current = "error";
      return;
    }
    goTo(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.password !== values.confirmPassword && values.confirmPassword !== "") {
      setErrors({ confirmPassword: t("form.passwordMismatch") });
      focusTarget.current = "error";
      return;
    }
    setBusy(true);
    setBanner(undefined);
    try {
      const result = await sendRegistration(values, logo, csrfToken);
      if (result.ok) {
        setErrors({});
        return goTo(3);
      }
      setErrors(result.errors);
      setBanner(result.message ?? t("business.register.failed"));
      // A wrong step-1 field takes the partner back there; everything typed stays.
      if (STEP_ONE_FIELDS.some((name) => result.errors[name])) setStep(1);
      focusTarget.current = "error";
    } catch {
      setBanner(t("business.register.networkFailed"));
    } finally {
      setBusy(false);
    }
  };

  const stepTitle = t(`business.register.steps.${STEP_KEYS[step - 1]!}`);

  return (
    <div ref={formRef}>
      <ol aria-label={t("business.register.progress")} className="mb-6 grid grid-cols-3 gap-2 text-sm">
        {STEP_KEYS.map((key, i) => (
          <li
            key={key}
            aria-current={i + 1 === step ? "step" : undefined}
            className={`rounded-md border-t-4 pt-2 ${i + 1 <= step ? "border-rose-600 font-semibold text-slate-900" : "border-slate-200 text-slate-700"}`}
          >
            {t(`business.register.steps.${key}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        <span className="block text-sm font-medium text-slate-700">
          {t("business.register.stepOf", { step, total: 3 })}
        </span>
        {stepTitle}
      </h2>
      <noscript>
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("business.register.noScript")}</p>
      </noscript>

      {step === 3 ? (
        <div role="status" className="mt-6 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
          <p className="mt-3 text-lg font-semibold">{t("business.register.successTitle")}</p>
          <p className="mt-2 text-slate-700">{t("business.register.successText")}</p>
          <p className="mt-2 text-slate-700">{t("business.register.trialText")}</p>
          <Link to="/business/dashboard" className={`${primaryButton} mt-6 inline-block`}>
            {t("business.register.dashboardLink")}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={step === 1 ? continueToDetails : submit} className="mt-6 space-y-4">
          <FormBanner message={banner} />
          {step === 1 ? (
            <>
              <FormField
                label={t("business.register.name")}
                autoComplete="organization"
                required
                maxLength={200}
                {...field("name")}
              />
              <FormField
                label={t("business.register.orgNumber")}
                inputMode="numeric"
                required
                maxLength={20}
                {...field("orgNumber")}
                aria-describedby={describedBy("orgNumber")}
              />
              <Hint id="field-orgNumber-hint" text={t("business.register.orgNumberHint")} />
              <FormField
                label={t("business.register.email")}
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                {...field("email")}
              />
              <FormField
                label={t("business.register.phone")}
                type="tel"
                autoComplete="tel"
                required
                maxLength={30}
                {...field("phone")}
                aria-describedby={describedBy("phone")}
              />
              <Hint id="field-phone-hint" text={t("business.register.phoneHint")} />
              <FormField
                label={t("business.register.website")}
                type="url"
                autoComplete="url"
                maxLength={300}
                {...field("website")}
                aria-describedby={describedBy("website")}
              />
              <Hint id="field-website-hint" text={t("business.register.websiteHint")} />
              <button type="submit" disabled={!hydrated} className={primaryButton}>
                {t("business.register.continue")}
              </button>
            </>
          ) : (
            <>
              <FormField
                label={t("business.register.description")}
                multiline
                rows={4}
                required
                maxLength={2000}
                {...field("description")}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={t("business.register.city")}
                  autoComplete="address-level2"
                  required
                  maxLength={100}
                  {...field("city")}
                />
                <FormField
                  label={t("business.register.address")}
                  autoComplete="street-address"
                  required
                  maxLength={200}
                  {...field("address")}
                />
              </div>
              <FormField
                label={t("business.register.contactPerson")}
                autoComplete="name"
                required
                maxLength={200}
                {...field("contactPerson")}
              />
              <LogoPicker
                logo={logo}
                error={errors.logo}
                onChange={setLogo}
                onError={(message) => setErrors((e) => ({ ...e, logo: message }))}
              />
              <PlanSelect
                value={values.plan}
                error={errors.plan}
                onChange={(plan) => setValues((v) => ({ ...v, plan }))}
              />
              <FormField
                label={t("business.register.password")}
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                maxLength={200}
                {...field("password")}
                aria-describedby={describedBy("password")}
              />
              <Hint id="field-password-hint" text={t("business.register.passwordHint")} />
              <FormField
                label={t("business.register.confirmPassword")}
                type="password"
                autoComplete="new-password"
                required
                maxLength={200}
                {...field("confirmPassword")}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <button type="button" onClick={() => goTo(1)} disabled={busy} className={secondaryButton}>
                  {t("business.register.back")}
                </button>
                <button type="submit" disabled={busy || !hydrated} className={primaryButton}>
                  {busy ? t("business.register.submitting") : t("business.register.submit")}
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  );
}

function Hint({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="-mt-2 text-sm text-slate-700">
      {text}
    </p>
  );
}
