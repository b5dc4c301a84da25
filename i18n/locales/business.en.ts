// English strings of the business area's business screens, key for key with business.no.ts.
import type { Messages } from "#i18n/messages";

const businessEn: Messages["business"] = {
  landing: {
    heroTitle: "Win more customers with MagicDeals",
    heroText:
      "Publish deals, reach thousands of customers all over Norway and get paid for every voucher redeemed. You pay nothing for the first three months.",
    trialBadge: "Three months free trial",
    registerCta: "Register your business",
    loginCta: "Partner sign in",
    benefitsTitle: "Why businesses choose MagicDeals",
    benefits: {
      reach: {
        title: "New customers",
        text: "Your deals are shown to customers looking for experiences in your city.",
      },
      risk: {
        title: "No risk",
        text: "Three months free, and you decide the price, the number of vouchers and how long a deal runs.",
      },
      insight: {
        title: "Numbers you can trust",
        text: "The dashboard shows views, sales, revenue and conversion counted from real events.",
      },
      payout: {
        title: "Secure payment",
        text: "Customers pay by card when they buy, and you are paid for the vouchers redeemed.",
      },
    },
    howTitle: "How it works for businesses",
    steps: {
      publish: {
        title: "Publish a deal",
        text: "Describe the deal, set the before and now price and choose packages. We approve it before it goes live.",
      },
      buy: {
        title: "Customers buy vouchers",
        text: "Customers pay by card and get a voucher with a QR code by email and in their account.",
      },
      redeem: {
        title: "Redeem the voucher",
        text: "Type or scan the code when the customer arrives. Each code can be redeemed only once.",
      },
      paid: {
        title: "Get paid",
        text: "You are paid for redeemed vouchers and see all your sales on the dashboard.",
      },
    },
    trialTitle: "Three months free",
    trialText:
      "Every plan starts with a three months free trial. We take no money now, and the dashboard shows when your trial ends.",
    plansTitle: "Choose the plan that suits your business",
    plansText: "All prices are per month after the trial, including VAT.",
    planCta: "Start free with {{plan}}",
    moreTitle: "More help to grow",
    more: {
      solutions: {
        title: "Digital solutions",
        text: "Website, security and payment solutions for your business.",
      },
      marketing: {
        title: "Digital marketing",
        text: "Visibility in search and social media that brings more customers.",
      },
      consultation: {
        title: "Free consultation",
        text: "Book 30 minutes with an adviser who looks at what suits you.",
      },
    },
    readMore: "Read more about {{topic}}",
    haveAccount: "Already a partner?",
  },
  register: {
    title: "Register your business",
    intro: "It takes a couple of minutes. The first three months are free.",
    progress: "Registration steps",
    stepOf: "Step {{step}} of {{total}}",
    steps: {
      business: "Business information",
      details: "Additional details",
      done: "Done",
    },
    name: "Business name",
    orgNumber: "Organisation number",
    orgNumberHint: "9 digits, for example 923 609 016.",
    email: "Email",
    phone: "Phone",
    phoneHint: "A Norwegian number, for example 22 33 44 55 or +47 923 45 678.",
    website: "Website",
    websiteHint: "Optional, for example www.yourbusiness.no.",
    description: "About the business",
    city: "City",
    address: "Address",
    contactPerson: "Contact person",
    logo: "Logo",
    logoHint: "Optional. An image (JPG, PNG or WebP) of at most 5 MB.",
    logoPreview: "Preview of the logo",
    removeLogo: "Remove the logo",
    plan: "Plan",
    planOption: "{{plan}} – {{price}} per month after the trial",
    password: "Password",
    passwordHint: "At least 8 characters. You sign in with the email address and this password.",
    confirmPassword: "Confirm password",
    continue: "Continue",
    back: "Back",
    submit: "Register business",
    submitting: "Registering…",
    failed: "Registration failed. Correct the marked fields and try again.",
    networkFailed: "We could not reach the server. Check your connection and try again.",
    noScript:
      "Registration needs JavaScript. Turn it on in your browser, or book a free consultation and we will help you.",
    successTitle: "Check your email",
    successText:
      "We have sent an email to the address you gave. Follow the link in it to confirm the address, then sign in. We check your details before your deals become visible to customers.",
    trialText: "Your trial is free for three months.",
    dashboardLink: "Sign in",
    haveAccount: "Is your business already registered?",
    signInLink: "Sign in",
  },
  errors: {
    orgNumberInvalid: "The organisation number must have 9 digits and be a valid Norwegian organisation number.",
    phoneInvalid: "Enter a Norwegian phone number with 8 digits, for example 22 33 44 55.",
    websiteInvalid: "Enter a web address, for example https://www.yourbusiness.no.",
    planInvalid: "Choose a plan.",
    imageTooLarge: "The image is larger than 5 MB. Choose a smaller image.",
    imageUnreadable: "We cannot read the image. Use JPG, PNG or WebP.",
  },
  request: {
    malformed: "The request was not valid JSON.",
    tooLarge: "The request is too large.",
    notJson: "Send the request as JSON or as a form.",
  },
  login: {
    title: "Business Sign In",
    intro: "See your numbers, publish deals and redeem vouchers.",
    customerAccount: "This is the sign-in for businesses, and your account is a customer account.",
    customerLink: "Sign in as a customer here",
    suspendedTitle: "Your business account is suspended",
    suspendedText:
      "Your deals are not shown to customers, and the business pages, API keys and voucher redemption are closed. Contact us if you have questions.",
    suspendedReason: "Reason: {{reason}}",
    noAccount: "Business not registered yet?",
    registerLink: "Register your business",
  },
  reviews: {
    link: "Reviews",
    title: "Reviews from customers",
    intro:
      "Customers who have used their voucher can review the deal. You can answer each review publicly once; the answer shows under the review on the deal page.",
    none: "No reviews yet.",
    byline: "{{rating}} out of 5 from {{author}}",
    replyLabel: "Your public answer",
    send: "Publish answer",
    yourReply: "Your answer",
    replied: "The answer is published.",
    already: "This review already has an answer.",
    notFound: "We could not find that review.",
    required: "Write an answer.",
    tooLong: "The answer can be at most 1000 characters.",
  },
};

export default businessEn;
