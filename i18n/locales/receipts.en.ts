import type receiptsNo from "./receipts.no";

// Receipts, credit notes and refund follow-up (server only: e-mails and PDFs).
const receiptsEn: Record<keyof typeof receiptsNo, string> = {
  receiptTitle: "Receipt",
  creditNoteTitle: "Credit note",
  seller: "Seller",
  orgNumber: "Org. no. {{number}}",
  orderNumber: "Order number",
  creditNoteNumber: "Credit note number",
  date: "Date",
  credits: "Credits receipt",
  item: "Item",
  quantity: "Qty",
  unitPrice: "Unit price",
  lineTotal: "Amount",
  line: "{{quantity}} × {{title}} at {{unitPrice}}",
  vat: "Of which VAT (MVA) {{rate}} % of {{base}}",
  total: "Total",
  totalInclVat: "Total incl. VAT",
  paidWith: "Paid with",
  refundedTo: "Refunded to",
  card: "{{brand}} card ending in {{last4}}",
  vipps: "Vipps",
  giftCard: "MagicDeals gift card",
  giftCardPaid: "Paid with gift card ({{code}})",
  charged: "Charged to {{payment}}",
  receiptFile: "receipt-{{number}}.pdf",
  creditNoteFile: "credit-note-{{number}}.pdf",
  receiptAttached: "The receipt is attached as a PDF.",
  creditNoteAttached: "The credit note is attached as a PDF.",
  refundFailedSubject: "Refund refused by the payment provider – order {{number}}",
  refundFailedText:
    "{{provider}} refused the refund of {{amount}} for the voucher on order {{number}} to {{email}}: {{reason}}. The voucher is blocked, but the customer has not had the money back. Pay it back by hand and follow up under Orders.",
  refundFailedButton: "Open the order",
};

export default receiptsEn;
