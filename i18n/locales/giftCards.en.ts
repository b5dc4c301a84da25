import type giftCardsNo from "./giftCards.no";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const giftCardsEn: Texts<typeof giftCardsNo> = {
  title: "Gift cards",
  metaDescription: "Give a MagicDeals gift card: the recipient chooses from all our deals. Valid for three years.",
  intro:
    "A MagicDeals gift card can be spent on any of our deals. Whatever is not used the first time stays on the card. The gift card is valid for three years.",
  chooseAmount: "Choose an amount",
  amountRequired: "Choose an amount for the gift card.",
  buy: "Buy a gift card for {{amount}}",
  signInToBuy: "Sign in to buy a gift card; you will then find its code under My gift cards.",
  signIn: "Sign in",
  howItWorks: "You get the code by e-mail as soon as the payment has gone through. Type it in at the checkout.",
  account: {
    title: "My gift cards",
    sectionText: "The gift cards you bought, and what is left on them.",
    empty: "You have no gift cards yet.",
    code: "Code",
    amount: "Amount",
    balance: "Balance",
    expires: "Valid until",
    expired: "Expired",
    buyMore: "Buy a gift card",
    bought: "Thank you! The gift card is bought and its code has been e-mailed to you.",
  },
  field: {
    label: "Gift card",
    hint: "Have a gift card? Type its code (GAVE-…). We take what the card covers, and you pay the rest as usual.",
    check: "Check balance",
    checking: "Checking the gift card …",
    balance: "Gift card balance: {{amount}}. Taken for this order: {{used}}.",
    remove: "Remove the gift card",
    covered: "The gift card covers the whole amount.",
    payRest: "Left to pay: {{amount}}",
    completeOrder: "Complete the order",
  },
  problems: {
    unknown: "We cannot find this gift card. Check that the code is typed correctly.",
    expired: "This gift card has expired.",
    empty: "There is no balance left on this gift card.",
  },
  orderPaid: "Paid with gift card ({{code}})",
  orderCharged: "Charged to card or Vipps",
  paidWith: "Paid with gift card",
  mailSubject: "Your MagicDeals gift card of {{amount}}",
  mailGreeting: "Thank you for your purchase!",
  mailText: "Here is your gift card of {{amount}} (order {{number}}).",
  mailCode: "Code: {{code}}",
  mailValid: "Valid until and including {{date}}.",
  mailHowTo:
    "Type the code into the “Gift card” field at the checkout. Whatever is not used stays on the card for next time.",
  mailButton: "See my gift cards",
};

export default giftCardsEn;
