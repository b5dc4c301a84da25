import type giftsNo from "./gifts.no";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

// Vouchers given as gifts: the forms on the deal page and in the cart, the recipient's page,
// the buyer's status in My Vouchers, and the gift's e-mail and PDF.
const giftsEn: Shape<typeof giftsNo> = {
  giveAsGift: "Give as a gift",
  formTitle: "Give as a gift",
  formIntro: "The recipient gets the voucher by email on the day you choose, without the price.",
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's email",
  message: "Greeting (optional)",
  messageHint: "At most {{max}} characters.",
  deliverOn: "Send on",
  deliverOnHint: "Today or later, at most one year ahead.",
  addGift: "Add the gift to the cart",
  saveGift: "Save gift",
  removeGift: "Not as a gift",
  added: "The gift is in your cart.",
  saved: "The gift is saved.",
  giftTo: "Gift for {{name}} ({{email}}), sent {{date}}",
  orderLine: "Gift for {{name}}, sent {{date}}",
  status: {
    scheduled: "Gift for {{name}}, sent {{date}}",
    sent: "Gift sent to {{name}}",
    opened: "Gift opened by {{name}}",
    claimed: "Claimed by the recipient",
    cancelled: "The gift was not sent",
  },
  refundUntilClaimed: "You can refund the gift within 14 days, until the recipient has claimed it.",
  refundClaimed: "The recipient has claimed the gift, so it can no longer be refunded.",
  errors: {
    dateInvalid: "Enter a valid date.",
    datePast: "The date cannot be in the past.",
    dateTooFar: "The date can be at most one year ahead.",
    messageTooLong: "The greeting can be at most 500 characters.",
  },
  page: {
    title: "A gift for you",
    from: "From {{name}}",
    claim: "Add to my account",
    signInToClaim: "Sign in or register to add the gift to your account.",
    claimed: "The gift is in your account under My Vouchers.",
    claimedByOther: "This gift has already been claimed into an account.",
    notFound: "We could not find this gift. Check the link in the email.",
    ownGift: "This is a gift you gave. Only the recipient can claim it.",
    notActive: "The voucher can no longer be used.",
  },
  pdfTitle: "A gift for {{name}}",
  from: "From {{name}}",
  mailSubject: "{{from}} has given you a gift",
  mailGreeting: "Hi {{name}}!",
  mailIntro: "{{from}} has given you “{{title}}”. Open the gift to see the voucher and add it to your account.",
  mailButton: "Open the gift",
};

export default giftsEn;
