/**
 * Decorative picture beside the hero text on large screens: receipts flow into a checked ledger.
 * Inline SVG without text, so nothing to load and nothing to translate.
 */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <svg viewBox="0 0 420 360" focusable="false" className="h-auto w-full drop-shadow-sm">
        <circle cx="250" cy="180" r="150" className="fill-brand-100" />
        <g transform="rotate(-8 110 140)">
          <rect x="40" y="60" width="140" height="170" rx="14" className="fill-white stroke-slate-200" strokeWidth="2" />
          <rect x="62" y="86" width="70" height="10" rx="5" className="fill-brand-700" />
          {[112, 132, 152, 172].map((y, index) => (
            <rect key={y} x="62" y={y} width={index % 2 ? 72 : 96} height="8" rx="4" className="fill-slate-200" />
          ))}
          <rect x="62" y="198" width="96" height="12" rx="6" className="fill-brand-100" />
        </g>
        <path
          d="M190 200 C 202 200, 200 170, 212 170"
          fill="none"
          strokeWidth="3"
          strokeDasharray="6 6"
          strokeLinecap="round"
          className="stroke-brand-600"
        />
        <path d="m206 163 7 7-7 7" fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" className="stroke-brand-600" />
        <rect x="220" y="70" width="170" height="220" rx="16" className="fill-white stroke-slate-200" strokeWidth="2" />
        <rect x="244" y="94" width="80" height="10" rx="5" className="fill-ink" />
        {[126, 166, 206].map((y) => (
          <g key={y}>
            <circle cx="256" cy={y + 10} r="11" className="fill-brand-700" />
            <path
              d={`m250 ${y + 10} 4.5 4.5 8-9`}
              fill="none"
              stroke="#fff"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <rect x="276" y={y + 5} width="90" height="10" rx="5" className="fill-slate-200" />
          </g>
        ))}
        {[40, 62, 52, 78].map((height, index) => (
          <rect
            key={height}
            x={248 + index * 30}
            y={270 - height * 0.4}
            width="18"
            height={height * 0.4}
            rx="4"
            className="fill-brand-600"
          />
        ))}
        <rect x="352" y="48" width="44" height="44" rx="10" className="fill-swiss" />
        <path d="M369 55h10v10h10v10h-10v10h-10V75h-10V65h10z" fill="#fff" />
      </svg>
    </div>
  );
}
