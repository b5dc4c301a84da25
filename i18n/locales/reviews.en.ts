// English strings of verified reviews: the deal page's list, the review form, the invite e-mail.
import type { Messages } from "#i18n/messages";

export const reviewsEn: Messages["reviews"] = {
  heading: "Reviews",
  summary: "{{rating}} out of 5 from {{count}} reviews",
  summaryOne: "{{rating}} out of 5 from 1 review",
  none: "No reviews yet. Only customers who have used their voucher can review this deal.",
  verified: "Verified purchase",
  stars: "{{rating}} out of 5 stars",
  sortLabel: "Sort reviews",
  sortNewest: "Newest",
  sortHelpful: "Most helpful",
  sortButton: "Sort",
  helpful: "{{count}} found this helpful",
  reply: "Reply from {{partner}}",
  pages: "Review pages",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{pages}}",
  writeLink: "Write a review",
  reviewed: "You have reviewed this",
  form: {
    title: "Review “{{title}}”",
    intro: "Tell other customers how it was. Your review shows your first name and the initial of your last name.",
    ratingLegend: "How happy were you?",
    ratingOption: "{{rating}} out of 5",
    text: "Your review",
    textHint: "At most 2000 characters.",
    submit: "Publish review",
    done: "Thank you! Your review is published.",
    back: "Back to your vouchers",
    already: "You have already reviewed this voucher.",
    notRedeemed: "You can review the deal once the voucher has been used at the business.",
    notFound: "We could not find that voucher.",
    ratingRequired: "Choose from 1 to 5 stars.",
    textRequired: "Write a few words about the experience.",
    textTooLong: "The review can be at most 2000 characters.",
  },
};

export const reviewInviteEn: Messages["reviewInvite"] = {
  subject: "How was “{{title}}”?",
  text: "Thank you for using your voucher for “{{title}}”. How was it? Rate it from 1 to 5 and write a few words for other customers.",
  verified: "Your review shows as “Verified purchase”, because only customers who have used their voucher can review.",
  button: "Write a review",
};
