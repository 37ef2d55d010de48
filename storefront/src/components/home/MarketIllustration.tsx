/** The hero's market-stall scene: awning, produce crates, grain sacks and a rising rate card. Decorative. */
export function MarketIllustration() {
  const scallops = Array.from({ length: 8 }, (_, i) => i);
  return (
    <svg viewBox="0 0 420 440" focusable="false">
      <ellipse cx="210" cy="414" rx="190" ry="16" fill="#000" opacity=".18" />
      {/* stall frame */}
      <rect x="46" y="118" width="12" height="290" rx="4" fill="#5b3a1e" />
      <rect x="362" y="118" width="12" height="290" rx="4" fill="#5b3a1e" />
      {/* awning */}
      <path d="M30 70h360l-14 60H44Z" fill="#f4a62a" />
      {scallops.map((i) => (
        <path key={`s${i}`} d={`M${44 + i * 41.5} 128h41.5v10a20.75 20.75 0 0 1-41.5 0Z`} fill={i % 2 ? '#fff7e8' : '#dd8708'} />
      ))}
      {scallops.map((i) => (
        <path key={`b${i}`} d={`M${30 + i * 45} 70h22.5l-3 60h-21Z`} fill="#fff7e8" opacity={i % 2 ? 0 : 0.9} />
      ))}
      <rect x="22" y="58" width="376" height="16" rx="8" fill="#b86a05" />
      {/* back shelf with jars */}
      <rect x="70" y="180" width="280" height="10" rx="3" fill="#7a4a2a" />
      <g>
        <rect x="84" y="150" width="28" height="30" rx="6" fill="#fff" opacity=".9" /><rect x="84" y="162" width="28" height="18" rx="4" fill="#f2b705" />
        <rect x="122" y="146" width="28" height="34" rx="6" fill="#fff" opacity=".9" /><rect x="122" y="160" width="28" height="20" rx="4" fill="#d9412b" />
        <rect x="160" y="152" width="28" height="28" rx="6" fill="#fff" opacity=".9" /><rect x="160" y="164" width="28" height="16" rx="4" fill="#6a9a3a" />
        <rect x="198" y="146" width="28" height="34" rx="6" fill="#fff" opacity=".9" /><rect x="198" y="158" width="28" height="22" rx="4" fill="#8b5a33" />
      </g>
      {/* rate card */}
      <g transform="translate(250 142)">
        <rect width="96" height="70" rx="10" fill="#fff" />
        <rect x="10" y="12" width="40" height="6" rx="3" fill="#cdeee7" />
        <path d="M12 54l18-14 14 8 22-22" stroke="#15803d" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M62 24h12v12" stroke="#15803d" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="58" y="48" width="28" height="10" rx="5" fill="#e6f6ec" />
      </g>
      {/* counter */}
      <rect x="40" y="300" width="340" height="108" rx="10" fill="#0a4a44" />
      <rect x="40" y="300" width="340" height="18" rx="8" fill="#14917f" />
      <path d="M70 340h60M70 360h90M260 340h80M230 372h110" stroke="#fff" strokeOpacity=".12" strokeWidth="6" strokeLinecap="round" />
      {/* crates */}
      <g>
        <rect x="66" y="256" width="96" height="48" rx="6" fill="#c98a3f" />
        <path d="M66 276h96" stroke="#a8702e" strokeWidth="4" />
        <circle cx="84" cy="254" r="14" fill="#e5484d" /><circle cx="108" cy="250" r="14" fill="#ef5a5f" /><circle cx="132" cy="254" r="14" fill="#e5484d" /><circle cx="96" cy="240" r="13" fill="#f0676b" /><circle cx="120" cy="238" r="13" fill="#e5484d" /><circle cx="146" cy="244" r="12" fill="#ef5a5f" />
        <path d="M92 230l4-6 4 6M116 228l4-6 4 6" stroke="#4f9d44" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
      <g>
        <rect x="176" y="262" width="90" height="42" rx="6" fill="#c98a3f" />
        <path d="M176 280h90" stroke="#a8702e" strokeWidth="4" />
        <circle cx="192" cy="258" r="13" fill="#f59e0b" /><circle cx="214" cy="254" r="13" fill="#fbb33a" /><circle cx="236" cy="258" r="13" fill="#f59e0b" /><circle cx="254" cy="252" r="11" fill="#fbb33a" /><circle cx="204" cy="242" r="12" fill="#f59e0b" /><circle cx="226" cy="240" r="12" fill="#fbb33a" />
      </g>
      {/* grain sacks */}
      <g>
        <path d="M282 304c-8-30-6-52 4-64h52c10 12 12 34 4 64Z" fill="#e9d3ab" />
        <path d="M286 240c10 6 40 6 52 0" stroke="#c9ab7a" strokeWidth="4" fill="none" />
        <g fill="#f2b33d"><circle cx="298" cy="238" r="5" /><circle cx="310" cy="234" r="5" /><circle cx="322" cy="236" r="5" /><circle cx="314" cy="228" r="5" /><circle cx="304" cy="230" r="4" /></g>
        <rect x="296" y="262" width="32" height="18" rx="3" fill="#fff" opacity=".7" />
      </g>
      {/* sparkles */}
      <path d="M372 26l5 12 12 5-12 5-5 12-5-12-12-5 12-5Z" fill="#fde9c4" />
      <path d="M28 214l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill="#fde9c4" opacity=".8" />
    </svg>
  );
}
