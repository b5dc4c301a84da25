import type promoNo from "./promo.no";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const promoEn: Texts<typeof promoNo> = {
  label: "Promo code",
  apply: "Apply",
  remove: "Remove the code",
  applied: "Promo code {{code}}",
  discount: "Discount",
  checking: "Checking the code …",
  totalAfter: "To pay",
  receiptLine: "Promo code {{code}}",
  problems: {
    unknown: "We cannot find this promo code. Check that it is spelt correctly.",
    notStarted: "This promo code cannot be used yet.",
    expired: "This promo code has expired.",
    usedUp: "This promo code has been used up.",
    belowMinimum: "Minimum amount {{amount}} for this promo code.",
    firstPurchaseOnly: "This promo code only applies to your first purchase.",
    alreadyUsed: "You have already used this promo code as many times as it can be used.",
  },
};

export default promoEn;
