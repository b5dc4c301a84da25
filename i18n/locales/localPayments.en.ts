// English strings of the local payment service's pages, key for key with localPayments.no.ts.
import type { LocalPaymentTexts } from "./localPayments.no";

const localPaymentsEn: LocalPaymentTexts = {
  serviceName: "Local payment service (test mode)",
  testModeNote: "Test mode: no real money is taken.",
  amount: "Amount: {{amount}}",
  card: {
    title: "Pay by card",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvv: "CVV",
    cvvHint: "The three or four digits on the back of the card.",
    cardholder: "Cardholder name",
    pay: "Pay {{amount}}",
    processing: "Processing…",
    testCards:
      "Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.",
    errorSummary: "Please correct the marked fields.",
    required: "Please fill in this field.",
    numberInvalid: "The card number is not valid.",
    expiryInvalid: "Enter the expiry date as MM/YY.",
    expiryPast: "The card has expired.",
    cvvInvalid: "The CVV is 3 or 4 digits.",
    cardholderTooLong: "The name can be at most 100 characters.",
  },
  threeDs: {
    title: "Confirm the purchase (3-D Secure)",
    intro: "Your bank asks you to confirm that you are paying {{amount}} with the card ending in {{last4}}.",
    approve: "Confirm",
    fail: "Reject",
  },
  vipps: {
    title: "Pay with Vipps",
    intro: "This is a simulated Vipps page. Enter your mobile number and approve the payment of {{amount}}.",
    phone: "Mobile number",
    phoneHint: "8 digits, Norwegian number (+47).",
    phoneInvalid: "Enter a Norwegian mobile number of 8 digits.",
    approve: "Approve in Vipps",
    cancel: "Cancel",
  },
  result: {
    authorised: "The payment is approved.",
    declined: "Your bank declined the card. Try another card, or contact your bank.",
    insufficient_funds: "The card was declined: insufficient funds. Try another card.",
    authentication_failed: "The purchase was not confirmed with your bank. Try again, or use another card.",
    cancelled: "The payment was cancelled.",
    expired: "The time to pay ran out. Go back to the shop and try again.",
    other: "The payment did not go through. Please try again.",
    backToShop: "Back to the shop",
  },
  notFound: "We cannot find this payment.",
};

export default localPaymentsEn;
