// The card form's typing rules (spec §5), in the buyer's browser on the payment service's own
// origin: digits only; the number in groups of 4 (at most 19 characters), the expiry as MM/YY,
// the CVV at most 4 digits. The server checks everything again.
/* global document, setTimeout */
const rules = {
  cardNumber: (value) =>
    value
      .replace(/\D/g, "")
      .slice(0, 16)
      .replace(/(\d{4})(?=\d)/g, "$1 "),
  expiryDate: (value) => {
    const digits = value.replace(/\D/g, "").slice(0, 4);
    return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  },
  cvv: (value) => value.replace(/\D/g, "").slice(0, 4),
};

for (const [name, format] of Object.entries(rules)) {
  const input = document.getElementById(name);
  if (!input) continue;
  input.addEventListener("input", () => {
    const formatted = format(input.value);
    if (formatted !== input.value) input.value = formatted;
  });
}

const form = document.querySelector("form");
form?.addEventListener("submit", () => {
  const button = form.querySelector("button[type=submit]");
  if (!button) return;
  // Disabled after the submission has started, so the click still posts the form.
  setTimeout(() => {
    button.disabled = true;
    button.textContent = form.dataset.processing ?? button.textContent;
  });
});

document.querySelector("[aria-invalid=true]")?.focus();
