import type { ReactNode } from 'react';
import type { ArtKind } from '../catalog/categories';

export { ART_TONE } from './category-tones';

const ART: Record<ArtKind, ReactNode> = {
  fruits: (
    <>
      <circle cx="62" cy="58" r="21" fill="#f59e0b" />
      <circle cx="56" cy="52" r="4" fill="#fbbf4a" />
      <path d="M62 37c2-5 6-7 10-7-1 5-5 8-10 7Z" fill="#4f9d44" />
      <path d="M100 44c-7-4-22-3-22 15 0 14 10 26 19 26 3 0 4-1 6-1s3 1 6 1c9 0 19-12 19-26 0-18-15-19-22-15-2 1-4 1-6 0Z" fill="#e5484d" />
      <path d="M103 44c0-6 2-10 6-12" stroke="#6b3f22" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M106 36c4-5 10-5 13-3-3 4-8 6-13 3Z" fill="#4f9d44" />
      <path d="M92 54c-3 2-5 6-5 10" stroke="#fff" strokeOpacity=".55" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M36 80c10 22 52 28 76 8-2-1-4-2-6-2-20 12-52 8-64-10-3 0-5 2-6 4Z" fill="#f6c945" />
      <path d="M36 80c-1-3 0-6 3-7" stroke="#6b3f22" strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  vegetables: (
    <>
      <circle cx="108" cy="66" r="20" fill="#e5484d" />
      <path d="M108 46l4 6 7-2-4 6 5 4-8 0-4 5-4-5-8 0 5-4-4-6 7 2Z" fill="#4f9d44" />
      <path d="M54 44l16-6 30 56c1 3-2 5-5 4Z" fill="#f08a24" />
      <path d="M66 52l7-3M74 64l6-3M81 77l5-2" stroke="#c96a12" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M60 40c-6-8-4-16 0-20 2 8 4 12 4 19ZM62 40c-2-10 4-16 10-17-2 7-4 12-8 18ZM60 42c-10-3-14-9-14-14 7 2 11 6 14 13Z" fill="#4f9d44" />
      <ellipse cx="50" cy="88" rx="16" ry="9" fill="#7b3fa0" transform="rotate(-20 50 88)" />
      <path d="M62 80c4-4 9-4 12-2-3 3-7 5-12 2Z" fill="#4f9d44" />
    </>
  ),
  pulses: (
    <>
      <path d="M46 42c-8 30-6 52 6 58h56c12-6 14-28 6-58-10 5-20 5-34 0-14 5-24 5-34 0Z" fill="#e9d3ab" />
      <path d="M46 42c10 5 20 5 34 0 14 5 24 5 34 0" stroke="#c9ab7a" strokeWidth="3" fill="none" />
      <g fill="#f2b33d">
        <circle cx="60" cy="52" r="4" /><circle cx="70" cy="49" r="4" /><circle cx="80" cy="52" r="4" /><circle cx="90" cy="49" r="4" /><circle cx="100" cy="52" r="4" />
        <circle cx="65" cy="58" r="4" /><circle cx="75" cy="56" r="4" /><circle cx="85" cy="58" r="4" /><circle cx="95" cy="56" r="4" />
      </g>
      <g fill="#d9822b">
        <circle cx="70" cy="59" r="3" /><circle cx="90" cy="60" r="3" /><circle cx="80" cy="46" r="3" />
      </g>
      <rect x="60" y="72" width="40" height="16" rx="3" fill="#fff" opacity=".8" />
      <path d="M66 80h28" stroke="#c9ab7a" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="124" cy="98" rx="14" ry="5" fill="#b7793f" />
      <g fill="#6a9a3a"><circle cx="118" cy="94" r="3" /><circle cx="124" cy="92" r="3" /><circle cx="130" cy="94" r="3" /></g>
    </>
  ),
  oils: (
    <>
      <rect x="72" y="22" width="16" height="16" rx="3" fill="#0d5c55" />
      <path d="M74 38h12v8c8 3 14 10 14 18v30c0 6-4 9-9 9H69c-5 0-9-3-9-9V64c0-8 6-15 14-18Z" fill="#fff" opacity=".9" />
      <path d="M61 66h38v28c0 6-4 9-9 9H70c-5 0-9-3-9-9Z" fill="#f6c945" />
      <rect x="66" y="70" width="28" height="18" rx="4" fill="#fff" />
      <path d="M80 84c-5-3-7-8-3-11 2 3 5 4 6 7 1-4 4-6 7-7-1 5-4 9-10 11Z" fill="#4f9d44" />
      <path d="M118 50c-6 9-9 14-9 18a9 9 0 0 0 18 0c0-4-3-9-9-18Z" fill="#f4a62a" />
      <path d="M114 68a4 4 0 0 0 4 4" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </>
  ),
  coffee: (
    <>
      <path d="M66 30c-4 5 4 8 0 13M80 26c-4 6 4 9 0 15M94 30c-4 5 4 8 0 13" stroke="#b49a86" strokeWidth="3" strokeLinecap="round" fill="none" />
      <ellipse cx="80" cy="98" rx="42" ry="8" fill="#d8c3ae" />
      <path d="M52 52h56v20c0 15-12 26-28 26S52 87 52 72Z" fill="#7a4a2a" />
      <ellipse cx="80" cy="52" rx="28" ry="6" fill="#4a2a16" />
      <path d="M108 58h4a10 10 0 0 1 0 20h-6" stroke="#7a4a2a" strokeWidth="6" fill="none" />
      <path d="M34 70c2-12 12-18 22-16-2 11-10 18-22 16Z" fill="#4f9d44" />
      <path d="M36 68c5-5 10-8 16-10" stroke="#2f6b2a" strokeWidth="2" strokeLinecap="round" fill="none" />
      <ellipse cx="130" cy="78" rx="6" ry="8" fill="#6b3f22" transform="rotate(25 130 78)" />
      <path d="M128 72c3 3 4 8 3 12" stroke="#3e2212" strokeWidth="1.5" fill="none" />
    </>
  ),
  spices: (
    <>
      <path d="M30 84h36c0 10-8 16-18 16s-18-6-18-16Z" fill="#b7793f" />
      <path d="M33 84c2-10 8-14 15-14s13 4 15 14Z" fill="#f2b705" />
      <path d="M62 84h36c0 10-8 16-18 16s-18-6-18-16Z" fill="#8b5a33" />
      <path d="M65 84c2-10 8-14 15-14s13 4 15 14Z" fill="#d9412b" />
      <path d="M94 84h36c0 10-8 16-18 16s-18-6-18-16Z" fill="#b7793f" />
      <path d="M97 84c2-10 8-14 15-14s13 4 15 14Z" fill="#6a9a3a" />
      <path d="M58 40c14-4 34 0 50 18 2 3-1 6-4 4-14-11-30-14-44-12Z" fill="#d9412b" />
      <path d="M58 40c-4-2-6-7-3-11M55 33c-4-1-6 1-7 3" stroke="#4f9d44" strokeWidth="3.5" strokeLinecap="round" fill="none" />
      <circle cx="120" cy="44" r="4" fill="#6b3f22" /><circle cx="130" cy="52" r="3" fill="#6b3f22" /><circle cx="122" cy="56" r="3" fill="#6b3f22" />
    </>
  ),
  bakery: (
    <>
      <path d="M34 70c0-14 12-24 30-24h18c18 0 30 10 30 24 0 6-4 8-8 8v18H42V78c-4 0-8-2-8-8Z" fill="#d99a4e" />
      <path d="M52 58l8 10M66 56l8 10M80 56l8 10" stroke="#b8752d" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M42 78h62v18H42Z" fill="#c98a3f" />
      <path d="M96 92c2-14 14-24 26-20 4 1 8 4 10 8-8-2-12 2-12 8 0 4-2 8-6 8Z" fill="#e7a955" />
      <path d="M98 92c10 4 22 4 32-2l-4 10H100Z" fill="#d18b36" />
      <path d="M112 76c-2 4-3 8-2 14M122 74c-1 4 0 10 2 14" stroke="#b8752d" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <circle cx="120" cy="40" r="3" fill="#e7a955" /><circle cx="130" cy="48" r="2" fill="#e7a955" />
    </>
  ),
  diapers: (
    <>
      <path d="M36 46h66v14c0 22-14 36-33 36S36 82 36 60Z" fill="#fff" />
      <path d="M36 46h66v14c0 22-14 36-33 36S36 82 36 60Z" stroke="#7cc4e8" strokeWidth="3" fill="none" />
      <rect x="30" y="44" width="16" height="12" rx="4" fill="#7cc4e8" />
      <rect x="92" y="44" width="16" height="12" rx="4" fill="#7cc4e8" />
      <path d="M56 70c4 4 22 4 26 0" stroke="#7cc4e8" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <circle cx="62" cy="60" r="2.5" fill="#f4a62a" /><circle cx="76" cy="60" r="2.5" fill="#f4a62a" />
      <rect x="114" y="26" width="8" height="8" rx="2" fill="#f4a62a" />
      <path d="M112 34h12l2 8h-16Z" fill="#f7c873" />
      <rect x="108" y="42" width="20" height="48" rx="7" fill="#fff" stroke="#7cc4e8" strokeWidth="3" />
      <path d="M112 62h6M112 70h6M112 78h6" stroke="#7cc4e8" strokeWidth="2" strokeLinecap="round" />
      <path d="M111 76h14v8c0 3-2 4-4 4h-6c-2 0-4-1-4-4Z" fill="#d6ecf8" />
    </>
  ),
  leather: (
    <>
      <path d="M60 48c0-14 8-22 20-22s20 8 20 22" stroke="#6b3a20" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M42 48h76l8 48c1 4-2 6-6 6H40c-4 0-7-2-6-6Z" fill="#8b4a2b" />
      <path d="M42 48h76l2 14H40Z" fill="#a35a35" />
      <rect x="72" y="56" width="16" height="12" rx="3" fill="#e0a82e" />
      <path d="M48 92h64" stroke="#6b3a20" strokeWidth="2" strokeDasharray="4 4" />
      <rect x="108" y="76" width="36" height="26" rx="5" fill="#5e3018" />
      <path d="M108 84h36" stroke="#8b4a2b" strokeWidth="3" />
      <circle cx="136" cy="90" r="3" fill="#e0a82e" />
    </>
  ),
  apparels: (
    <>
      <path d="M80 22a5 5 0 1 1 4 5c-2 1-4 2-4 5" stroke="#3d4a57" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M80 32 46 44h68Z" stroke="#3d4a57" strokeWidth="3" fill="none" strokeLinejoin="round" />
      <path d="M64 42l-22 10 6 16 10-4v38h44V64l10 4 6-16-22-10c-2 6-8 10-16 10s-14-4-16-10Z" fill="#0f766e" />
      <path d="M64 42c2 6 8 10 16 10s14-4 16-10" stroke="#0a4f49" strokeWidth="3" fill="none" />
      <path d="M80 52v30" stroke="#f4a62a" strokeWidth="2.5" />
      <circle cx="80" cy="60" r="1.8" fill="#f4a62a" /><circle cx="80" cy="68" r="1.8" fill="#f4a62a" /><circle cx="80" cy="76" r="1.8" fill="#f4a62a" />
      <path d="M58 96h44" stroke="#f4a62a" strokeWidth="3" />
    </>
  ),
  jewellery: (
    <>
      <path d="M34 30c8 34 30 50 46 50s38-16 46-50" stroke="#e0a82e" strokeWidth="2.5" fill="none" />
      <g fill="#e0a82e">
        <circle cx="42" cy="50" r="3" /><circle cx="52" cy="63" r="3" /><circle cx="64" cy="73" r="3" />
        <circle cx="96" cy="73" r="3" /><circle cx="108" cy="63" r="3" /><circle cx="118" cy="50" r="3" />
      </g>
      <path d="M80 80l-8 8 8 12 8-12Z" fill="#e5484d" />
      <circle cx="80" cy="86" r="3" fill="#fff" opacity=".6" />
      <circle cx="118" cy="92" r="12" stroke="#e0a82e" strokeWidth="5" fill="none" />
      <path d="M110 76l8-8 8 8-8 6Z" fill="#8fd3f4" />
      <path d="M110 76h16M118 68v14" stroke="#fff" strokeWidth="1.2" opacity=".8" />
    </>
  ),
  handicrafts: (
    <>
      <path d="M66 30h28v8c14 6 22 18 22 32 0 18-16 30-36 30S44 88 44 70c0-14 8-26 22-32Z" fill="#c0633a" />
      <rect x="62" y="26" width="36" height="8" rx="3" fill="#a4512c" />
      <path d="M48 62l8 6 8-6 8 6 8-6 8 6 8-6 8 6 8-6" stroke="#fbe3c8" strokeWidth="3" fill="none" strokeLinejoin="round" />
      <path d="M50 80h60" stroke="#fbe3c8" strokeWidth="3" />
      <circle cx="64" cy="88" r="2.5" fill="#fbe3c8" /><circle cx="80" cy="90" r="2.5" fill="#fbe3c8" /><circle cx="96" cy="88" r="2.5" fill="#fbe3c8" />
      <path d="M118 96h28c-2 6-8 8-14 8s-12-2-14-8Z" fill="#c0633a" />
      <path d="M132 94c-5-4-5-10 0-16 5 6 5 12 0 16Z" fill="#f4a62a" />
      <path d="M132 92c-2-2-2-5 0-8 2 3 2 6 0 8Z" fill="#ffe08a" />
    </>
  ),
  insurance: (
    <>
      <path d="M80 22 50 34v22c0 20 13 36 30 42 17-6 30-22 30-42V34Z" fill="#0d5c55" />
      <path d="M80 30 58 39v17c0 15 9 28 22 33Z" fill="#14917f" />
      <path d="m68 58 8 8 16-16" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <path d="M112 62a20 20 0 0 1 40 0Z" fill="#f4a62a" />
      <path d="M132 62v26a5 5 0 0 1-10 0" stroke="#3d4a57" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M122 62a10 10 0 0 1 20 0" stroke="#e08a0b" strokeWidth="2" fill="none" />
    </>
  ),
  moving: (
    <>
      <rect x="26" y="42" width="68" height="44" rx="4" fill="#f4a62a" />
      <path d="M94 56h22l14 14v16H94Z" fill="#0d5c55" />
      <path d="M100 60h14l9 10h-23Z" fill="#bfe6df" />
      <circle cx="46" cy="90" r="9" fill="#17212b" /><circle cx="46" cy="90" r="3.5" fill="#cfd6dc" />
      <circle cx="112" cy="90" r="9" fill="#17212b" /><circle cx="112" cy="90" r="3.5" fill="#cfd6dc" />
      <rect x="36" y="52" width="18" height="16" rx="2" fill="#e08a0b" />
      <rect x="58" y="52" width="18" height="16" rx="2" fill="#e08a0b" />
      <path d="M45 52v6M67 52v6" stroke="#fff5e3" strokeWidth="2" />
      <path d="M14 60h10M8 70h16M16 80h8" stroke="#f4a62a" strokeWidth="3" strokeLinecap="round" opacity=".6" />
    </>
  ),
  web: (
    <>
      <rect x="30" y="26" width="100" height="66" rx="6" fill="#17212b" />
      <rect x="36" y="32" width="88" height="54" rx="3" fill="#e6ecfa" />
      <path d="M66 98h28l4 10H62Z" fill="#3d4a57" />
      <rect x="54" y="106" width="52" height="5" rx="2.5" fill="#17212b" />
      <path d="M64 50l-10 9 10 9M96 50l10 9-10 9M85 46l-10 26" stroke="#3b5bdb" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="42" cy="37" r="2" fill="#e5484d" /><circle cx="48" cy="37" r="2" fill="#f4a62a" /><circle cx="54" cy="37" r="2" fill="#4f9d44" />
    </>
  ),
  'e-service': (
    <>
      <rect x="34" y="24" width="58" height="74" rx="6" fill="#fff" stroke="#6d5bd0" strokeWidth="3" />
      <path d="M44 40h38M44 50h38M44 60h24" stroke="#c4bbf0" strokeWidth="4" strokeLinecap="round" />
      <path d="m46 78 6 6 12-12" stroke="#4f9d44" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="112" cy="66" r="24" fill="#6d5bd0" />
      <path d="M88 66h48M112 42c8 7 11 15 11 24s-3 17-11 24c-8-7-11-15-11-24s3-17 11-24Z" stroke="#ebe7fa" strokeWidth="2.5" fill="none" />
      <path d="M120 86l12 20 3-8 8-3Z" fill="#f4a62a" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  event: (
    <>
      <path d="M20 26q30 16 60 0t60 0" stroke="#3d4a57" strokeWidth="2" fill="none" />
      <path d="M30 30l5 12 6-10ZM52 33l5 12 6-11ZM76 27l5 12 6-11ZM100 27l5 12 6-11ZM122 30l5 12 6-10Z" fill="#f4a62a" />
      <path d="M41 32l5 12 6-11ZM64 31l5 12 6-11ZM88 26l5 12 6-11ZM111 29l5 12 6-11Z" fill="#e5484d" />
      <ellipse cx="56" cy="72" rx="14" ry="17" fill="#e5484d" />
      <ellipse cx="80" cy="66" rx="14" ry="17" fill="#0f766e" />
      <ellipse cx="104" cy="74" rx="14" ry="17" fill="#f4a62a" />
      <path d="M56 89c2 8-2 14 4 22M80 83c-2 10 2 16-2 26M104 91c-2 8 2 12-2 20" stroke="#3d4a57" strokeWidth="1.5" fill="none" />
      <path d="M50 64c1-4 4-6 7-7M74 58c1-4 4-6 7-7M98 66c1-4 4-6 7-7" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".6" />
      <rect x="128" y="58" width="5" height="5" fill="#6d5bd0" transform="rotate(20 130 60)" />
      <rect x="28" y="92" width="5" height="5" fill="#4f9d44" transform="rotate(-20 30 94)" />
    </>
  ),
  interior: (
    <>
      <path d="M116 30h20l6 16h-32Z" fill="#f4a62a" />
      <path d="M126 46v52M116 100h20" stroke="#3d4a57" strokeWidth="3" strokeLinecap="round" />
      <rect x="34" y="54" width="70" height="26" rx="8" fill="#14917f" />
      <rect x="26" y="66" width="86" height="22" rx="8" fill="#0f766e" />
      <rect x="22" y="60" width="14" height="28" rx="6" fill="#0d5c55" />
      <rect x="102" y="60" width="14" height="28" rx="6" fill="#0d5c55" />
      <rect x="42" y="58" width="18" height="12" rx="4" fill="#f4a62a" />
      <rect x="78" y="58" width="18" height="12" rx="4" fill="#fbe3c8" />
      <path d="M32 88v10M106 88v10" stroke="#3d4a57" strokeWidth="3.5" strokeLinecap="round" />
      <rect x="40" y="24" width="28" height="22" rx="2" fill="#fff" stroke="#c9ab7a" strokeWidth="3" />
      <path d="M44 42l7-8 5 5 4-3 5 6Z" fill="#9bd3c9" />
    </>
  ),
  'real-estate': (
    <>
      <rect x="92" y="22" width="40" height="78" rx="3" fill="#9bb7e8" />
      <g fill="#e7eefa">
        <rect x="100" y="30" width="8" height="8" /><rect x="116" y="30" width="8" height="8" />
        <rect x="100" y="46" width="8" height="8" /><rect x="116" y="46" width="8" height="8" />
        <rect x="100" y="62" width="8" height="8" /><rect x="116" y="62" width="8" height="8" />
      </g>
      <path d="M24 62 58 34l34 28" fill="#e5484d" />
      <path d="M32 58h52v42H32Z" fill="#fff" />
      <path d="M20 64 58 32l38 32" stroke="#c53035" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <rect x="50" y="74" width="16" height="26" rx="2" fill="#0d5c55" />
      <rect x="38" y="66" width="10" height="10" rx="1.5" fill="#9bd3c9" />
      <rect x="70" y="66" width="10" height="10" rx="1.5" fill="#9bd3c9" />
      <path d="M14 100h132" stroke="#3d4a57" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  handyman: (
    <>
      <rect x="30" y="60" width="84" height="40" rx="5" fill="#e5484d" />
      <path d="M58 60v-8a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v8" stroke="#3d4a57" strokeWidth="5" fill="none" />
      <rect x="30" y="72" width="84" height="6" fill="#c53035" />
      <rect x="64" y="70" width="16" height="10" rx="2" fill="#fbe3c8" />
      <path d="M104 30l26 26" stroke="#6b7785" strokeWidth="8" strokeLinecap="round" />
      <path d="M128 42a10 10 0 1 0 -12 -12l6 4 2 6Z" fill="#6b7785" />
      <path d="M120 88l18-30" stroke="#8b5a33" strokeWidth="6" strokeLinecap="round" />
      <rect x="128" y="48" width="22" height="10" rx="2" fill="#3d4a57" transform="rotate(30 139 53)" />
    </>
  ),
  healthcare: (
    <>
      <path d="M80 98S40 76 40 50a20 20 0 0 1 40-6 20 20 0 0 1 40 6c0 26-40 48-40 48Z" fill="#e5484d" />
      <path d="M80 52v24M68 64h24" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <path d="M118 28v18a12 12 0 0 1-24 0" stroke="#3d4a57" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M106 58v16a14 14 0 0 0 28 0v-6" stroke="#3d4a57" strokeWidth="3" fill="none" />
      <circle cx="134" cy="64" r="6" fill="#0d5c55" />
      <circle cx="134" cy="64" r="2.5" fill="#fff" />
    </>
  ),
};

interface CategoryArtProps {
  kind: ArtKind;
  className?: string;
}

/** A flat illustration for a category card; decorative (the card names the category). */
export function CategoryArt({ kind, className }: CategoryArtProps) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
      {ART[kind]}
    </svg>
  );
}
