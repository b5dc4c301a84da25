// Receipts, credit notes and refund follow-up (server only: e-mails and PDFs).
const receiptsNo = {
  receiptTitle: "Kvittering",
  creditNoteTitle: "Kreditnota",
  seller: "Selger",
  orgNumber: "Org.nr. {{number}}",
  orderNumber: "Ordrenummer",
  creditNoteNumber: "Kreditnotanummer",
  date: "Dato",
  credits: "Krediterer kvittering",
  item: "Vare",
  quantity: "Antall",
  unitPrice: "Enhetspris",
  lineTotal: "Beløp",
  line: "{{quantity}} × {{title}} à {{unitPrice}}",
  vat: "Herav mva. {{rate}} % av {{base}}",
  total: "Totalt",
  totalInclVat: "Totalt inkl. mva.",
  paidWith: "Betalt med",
  refundedTo: "Tilbakebetales til",
  card: "{{brand}}, kort som slutter på {{last4}}",
  vipps: "Vipps",
  giftCard: "MagicDeals-gavekort",
  receiptFile: "kvittering-{{number}}.pdf",
  creditNoteFile: "kreditnota-{{number}}.pdf",
  receiptAttached: "Kvitteringen er vedlagt som PDF.",
  creditNoteAttached: "Kreditnotaen er vedlagt som PDF.",
  refundFailedSubject: "Refusjon avvist av betalingsleverandøren – ordre {{number}}",
  refundFailedText:
    "{{provider}} avviste refusjonen av {{amount}} for verdikortet på ordre {{number}} til {{email}}: {{reason}}. Verdikortet er sperret, men kunden har ikke fått pengene tilbake. Betal tilbake manuelt, og følg opp under Ordrer.",
  refundFailedButton: "Åpne ordren",
};

export default receiptsNo;
