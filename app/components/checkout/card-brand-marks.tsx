/** The card brands the checkout takes, as small marks beside the card choice (decorative: the text names them). */
export function CardBrandMarks() {
  return (
    <span className="inline-flex items-center gap-1.5" aria-hidden="true">
      <svg width="38" height="24" viewBox="0 0 38 24" role="presentation">
        <rect width="38" height="24" rx="3" fill="#1a1f71" />
        <text
          x="19"
          y="16.5"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="11"
          fontStyle="italic"
          fontWeight="700"
          fill="#ffffff"
        >
          VISA
        </text>
      </svg>
      <svg width="38" height="24" viewBox="0 0 38 24" role="presentation">
        <rect width="38" height="24" rx="3" fill="#ffffff" stroke="#cbd5e1" />
        <circle cx="15" cy="12" r="7" fill="#eb001b" />
        <circle cx="23" cy="12" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    </span>
  );
}

/** Vipps's mark beside its choice (decorative). */
export function VippsMark() {
  return (
    <svg width="38" height="24" viewBox="0 0 38 24" aria-hidden="true" role="presentation">
      <rect width="38" height="24" rx="3" fill="#ff5b24" />
      <text
        x="19"
        y="16"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#ffffff"
      >
        vipps
      </text>
    </svg>
  );
}
